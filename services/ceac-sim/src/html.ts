// The master page every CEAC page shares (header, hidden WebForms fields, the time-out timer and
// alert, the "Leave site?" guard: page environment §4).
import { randomBytes } from 'node:crypto';
import { escapeHtml, postName } from './ceac-names';

export const IDLE_TIMEOUT_MS = 20 * 60_000;
export const IDLE_WARNING_MS = 15 * 60_000;

export function field(body: Record<string, unknown>, id: string): string {
  const value = body[postName(id)];
  return typeof value === 'string' ? value : '';
}

/**
 * The page's session timer (page environment §4): CEAC's inline block names the time-out page;
 * `SessionAlert()` is a real `alert()` with the date, after which the page reloads (unsaved input
 * is lost, the session renewed) and so re-arms itself; with no answer to it the session ends.
 * The instance's times replace these defaults (app.ts, `timerSettings`).
 */
export function timerSettings(timeoutMs: number, warningMs: number): string {
  return `var timeoutUrl='/GenNIV/Logout.aspx',sessionTimeoutMs=${timeoutMs},sessionWarningMs=${warningMs};`;
}

const PAGE_SCRIPT = `
function setDirty(){needToConfirm=true;}
window.onbeforeunload=function(e){if(!needToConfirm)return undefined;e.preventDefault();e.returnValue='You have unsaved changes on this page. Leave site?';return e.returnValue;};
function __doPostBack(t,a){var f=document.forms[0];f.__EVENTTARGET.value=t;f.__EVENTARGUMENT.value=a;needToConfirm=false;f.submit();}
function enableTbx(box){var row=box.closest('.field');row.querySelectorAll('input[type=text],select,textarea').forEach(function(e){if(box.checked)e.value='';e.disabled=box.checked;});}
function minutes(ms){return Math.round(ms/60000);}
function SessionAlert(){alert(new Date().toLocaleString()+' There has been no activity for '+minutes(sessionWarningMs)+' minutes. Your session will time out in '+minutes(sessionTimeoutMs-sessionWarningMs)+' minutes. Please save your application.');needToConfirm=false;location.replace(location.href);}
function StopMe(){}
function InitializeTimeoutTimer(minutes,flag){if(sessionWarningMs<sessionTimeoutMs)setTimeout(SessionAlert,sessionWarningMs);setTimeout(function(){needToConfirm=false;location.href=timeoutUrl;},sessionTimeoutMs);}
`;

export function layout(
  title: string,
  body: string,
  appId?: string,
  state?: string,
  /** Script tags after the page's own (the async page script). */
  scripts = '',
  /** The page shows values not saved yet (a postback's answer): the "Leave site?" guard is armed. */
  dirty = false,
): string {
  // The time-out timer runs on the application's pages (with an Application ID).
  const onload = appId
    ? ` onload="InitializeTimeoutTimer('${IDLE_TIMEOUT_MS / 60_000}', 'False');StopMe();"`
    : '';
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8" /><title>${escapeHtml(title)}</title>
<style>.error-message{color:Red;border:1px solid Red;padding:4px}.customVal{color:Red}</style>
<script>
var needToConfirm=${dirty};${timerSettings(IDLE_TIMEOUT_MS, IDLE_WARNING_MS)}${PAGE_SCRIPT}</script>${scripts}</head>
<body${onload}>
<div id="header">OMB CONTROL NUMBER 1405-0182 · FORM NUMBER DS-160 · ESTIMATED BURDEN 90 MIN
${appId ? `<span id="ctl00_lblAppIDLabel">Application ID</span> <span id="ctl00_lblAppID">${escapeHtml(appId)}</span>` : ''}</div>
<form method="post" id="aspnetForm">
<input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" />
<input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" />
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${state ?? randomBytes(24).toString('base64url')}" />
${body}
</form></body></html>`;
}
