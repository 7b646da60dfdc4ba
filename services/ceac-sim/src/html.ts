// The master page every CEAC page shares (header, hidden WebForms fields, time-out timer).
import { randomBytes } from 'node:crypto';
import { escapeHtml, postName } from './ceac-names';

export const IDLE_TIMEOUT_MS = 20 * 60_000;
export const IDLE_WARNING_MS = 15 * 60_000;

export function field(body: Record<string, unknown>, id: string): string {
  const value = body[postName(id)];
  return typeof value === 'string' ? value : '';
}

export function layout(
  title: string,
  body: string,
  appId?: string,
  state?: string,
  /** Script tags after the page's own (the async page script). */
  scripts = '',
): string {
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8" /><title>${escapeHtml(title)}</title>
<style>.error-message{color:Red;border:1px solid Red;padding:4px}.customVal{color:Red}</style>
<script>
var needToConfirm=false;function setDirty(){needToConfirm=true;}
function __doPostBack(t,a){var f=document.forms[0];f.__EVENTTARGET.value=t;f.__EVENTARGUMENT.value=a;f.submit();}
function enableTbx(box){var row=box.closest('.field');row.querySelectorAll('input[type=text],select,textarea').forEach(function(e){if(box.checked)e.value='';e.disabled=box.checked;});}
function InitializeTimeoutTimer(minutes,warnAt){setTimeout(function(){alert('There has been no activity for '+warnAt+' minutes. Your session will time out in '+(minutes-warnAt)+' minutes.');},warnAt*60000);setTimeout(function(){location.href='/GenNIV/Logout.aspx';},minutes*60000);}
</script>${scripts}</head>
<body onload="InitializeTimeoutTimer('${IDLE_TIMEOUT_MS / 60_000}', '${IDLE_WARNING_MS / 60_000}')">
<div id="header">OMB CONTROL NUMBER 1405-0182 · FORM NUMBER DS-160 · ESTIMATED BURDEN 90 MIN
${appId ? `<span id="ctl00_lblAppIDLabel">Application ID</span> <span id="ctl00_lblAppID">${escapeHtml(appId)}</span>` : ''}</div>
<form method="post" id="aspnetForm">
<input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" />
<input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" />
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${state ?? randomBytes(24).toString('base64url')}" />
${body}
</form></body></html>`;
}
