/** The variables of every admin list: an optional search and a limit-offset page. */
export interface AdminPageVariables {
  search?: string | null;
  limit: number;
  offset: number;
}
