// A CEAC session (cookie ASP.NET_SessionId): its captcha and the application it works on.
export interface Session {
  id: string;
  lastSeen: number;
  captcha: string;
  location?: string;
  applicationId?: string;
  /** The application id typed on the first retrieval step. */
  recoveryId?: string;
  /** The tab this session's application is bound to (its sessionStorage key). */
  tabKey?: string;
  /** The next application page binds the tab that opens it. */
  tabPending?: boolean;
  /** The F5 challenge frame was answered (fault `f5Challenge`). */
  challengePassed?: boolean;
  /** The code of the challenge frame's image. */
  challenge?: string;
  /** The start page sent this session to "Upload an Application" (location and captcha passed). */
  uploadAllowed?: boolean;
  /** The last post was Save: the page shows the save panel (application file) once. */
  justSaved?: boolean;
}
