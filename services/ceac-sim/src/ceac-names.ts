// ASP.NET WebForms naming: an element id uses `_` between naming containers, the post name `$`.
const CONTAINER =
  /^(ctl\d+|SiteContentPlaceHolder|FormView1|FormView3|ucLocation|IdentifyCaptcha1|ApplicationRecovery1|cphMain|cphButtons|DList\w+|dtl\w+)$/;

/** `ctl00_SiteContentPlaceHolder_FormView1_tbxAPP_SURNAME` → `ctl00$SiteContentPlaceHolder$FormView1$tbxAPP_SURNAME`. */
export function postName(id: string): string {
  const parts = id.split('_');
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 1) out += (CONTAINER.test(parts[i - 1]) ? '$' : '_') + parts[i];
  return out;
}

/** Repeater item `n` of a control observed with index ctl00 (`DListAlias_ctl00_tbxSURNAME`). */
export function itemControlId(id: string, repeaterId: string, index: number): string {
  return id.replace(`${repeaterId}_ctl00_`, `${repeaterId}_ctl${String(index).padStart(2, '0')}_`);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
