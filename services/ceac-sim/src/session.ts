// A CEAC session (cookie ASP.NET_SessionId): its captcha and the application it works on.
export interface Session {
  id: string;
  lastSeen: number;
  captcha: string;
  location?: string;
  applicationId?: string;
  /** The application id typed on the first retrieval step. */
  recoveryId?: string;
}
