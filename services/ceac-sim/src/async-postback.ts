// ASP.NET AJAX partial postbacks as CEAC's pages do them (ds160-page-environment §2–§3, §5.1):
// UpdatePanels on the form pages, a page script that posts a change inside a panel in the
// background (`ctl00$ScriptManager1=<panel>|<target>`, `__ASYNCPOST=true`, header
// `X-MicrosoftAjax: Delta=true`), and the server's answer in the delta format
// (`length|type|id|content|` records) that replaces only that panel and the hidden fields.
// The script is the simulator's own small PageRequestManager, not Microsoft's.
import type { Request } from 'express';

export type PostbackMode = 'async' | 'full';

export function parsePostbackMode(raw: unknown): PostbackMode | undefined {
  return raw === 'async' || raw === 'full' ? raw : undefined;
}

/** CEAC's async postback timeout, seconds (`_initialize(…, 180, 'ctl00')`). */
export const ASYNC_TIMEOUT_SECONDS = 180;
export const SCRIPT_MANAGER = 'ctl00$ScriptManager1';
export const PRM_SCRIPT_PATH = '/GenNIV/ScriptResource.axd';

/** A partial postback: the header and the body flag the page script sends. */
export function isAsyncPostback(req: Request): boolean {
  const header = String(req.headers['x-microsoftajax'] ?? '');
  const body = (req.body ?? {}) as Record<string, unknown>;
  return /Delta=true/i.test(header) && body.__ASYNCPOST === 'true';
}

/** `<panel unique id>|<event target>` from `ctl00$ScriptManager1`, or undefined. */
export function asyncTarget(body: Record<string, unknown>): { panel: string; target: string } | undefined {
  const raw = body[SCRIPT_MANAGER];
  if (typeof raw !== 'string') return undefined;
  const at = raw.indexOf('|');
  if (at <= 0) return undefined;
  return { panel: raw.slice(0, at), target: raw.slice(at + 1) };
}

/** A panel's client id (`_`) from its unique id (`$`), as ASP.NET derives them. */
export function panelClientId(uniqueId: string): string {
  return uniqueId.replace(/\$/g, '_');
}

export interface DeltaRecord {
  type: string;
  id: string;
  content: string;
}

/** ASP.NET AJAX's delta format: `length|type|id|content|` per record (length in UTF-16 units). */
export function encodeDelta(records: readonly DeltaRecord[]): string {
  return records.map((r) => `${r.content.length}|${r.type}|${r.id}|${r.content}|`).join('');
}

/** Reads a delta (used by tests and by anyone checking the format). */
export function decodeDelta(text: string): DeltaRecord[] {
  const out: DeltaRecord[] = [];
  let at = 0;
  const until = (): string => {
    const end = text.indexOf('|', at);
    if (end < 0) throw new Error(`delta: missing "|" after position ${at}`);
    const part = text.slice(at, end);
    at = end + 1;
    return part;
  };
  while (at < text.length) {
    const length = Number(until());
    if (!Number.isInteger(length) || length < 0) throw new Error(`delta: bad length at ${at}`);
    const type = until();
    const id = until();
    const content = text.slice(at, at + length);
    at += length;
    if (text[at] !== '|') throw new Error(`delta: record ${type} ${id} is not ${length} long`);
    at += 1;
    out.push({ type, id, content });
  }
  return out;
}

/** The page-level records every delta ends with, as ASP.NET sends them. */
export function pageRecords(opts: {
  panelUniqueIds: readonly string[];
  refreshed: readonly string[];
  formAction: string;
  title: string;
}): DeltaRecord[] {
  return [
    { type: 'asyncPostBackControlIDs', id: '', content: '' },
    { type: 'postBackControlIDs', id: '', content: '' },
    { type: 'updatePanelIDs', id: '', content: opts.panelUniqueIds.map((p) => `t${p}`).join(',') },
    { type: 'childUpdatePanelIDs', id: '', content: '' },
    { type: 'panelsToRefreshIDs', id: '', content: opts.refreshed.join(',') },
    { type: 'asyncPostBackTimeout', id: '', content: String(ASYNC_TIMEOUT_SECONDS) },
    { type: 'formAction', id: '', content: opts.formAction },
    { type: 'pageTitle', id: '', content: opts.title },
  ];
}

/** The `_initialize` call CEAC makes after the sidebar (page environment §2). */
export function initializeCall(panelUniqueIds: readonly string[]): string {
  const panels = panelUniqueIds.map((p) => `'t${p}', ''`).join(', ');
  return `<script type="text/javascript">
//<![CDATA[
Sys.WebForms.PageRequestManager._initialize('${SCRIPT_MANAGER}', 'aspnetForm', [${panels}], [], [], ${ASYNC_TIMEOUT_SECONDS}, 'ctl00');
//]]>
</script>`;
}

/**
 * The simulator's PageRequestManager: intercepts __doPostBack for targets inside an UpdatePanel,
 * sends the form in the background, applies the delta. A second partial postback aborts the one in
 * flight (the newer one wins, as in ASP.NET AJAX); the timeout is the one `_initialize` gives.
 * `get_isInAsyncPostBack()` tells whether one is in flight; add_beginRequest / add_endRequest take
 * handlers (endRequest gets `{ error }`, null on success).
 */
export const PRM_SCRIPT = `(function () {
  'use strict';
  var Sys = (window.Sys = window.Sys || {});
  Sys.WebForms = Sys.WebForms || {};
  var instance = null;
  function PageRequestManager() {
    this._form = null; this._scriptManager = ''; this._panels = []; this._timeout = 90000;
    this._xhr = null; this._begin = []; this._end = []; this._lastError = null; this._fullPostBack = null;
  }
  PageRequestManager.getInstance = function () { return instance; };
  PageRequestManager._initialize = function (scriptManager, formId, panels, asyncTriggers, postBackControls, timeoutSeconds) {
    instance = new PageRequestManager();
    instance._scriptManager = scriptManager;
    instance._form = document.getElementById(formId) || document.forms[0];
    instance._setPanels(panels);
    instance._timeout = (timeoutSeconds || 90) * 1000;
    instance._fullPostBack = window.__doPostBack;
    window.__doPostBack = function (target, argument) { instance._doPostBack(target, argument); };
  };
  var proto = PageRequestManager.prototype;
  proto._setPanels = function (list) {
    var out = [];
    for (var i = 0; i < list.length; i += 1) {
      var entry = list[i];
      if (typeof entry !== 'string' || entry === '') continue;
      out.push(entry.charAt(0) === 't' || entry.charAt(0) === 'f' ? entry.slice(1) : entry);
    }
    this._panels = out;
  };
  proto.get_isInAsyncPostBack = function () { return this._xhr !== null; };
  proto.add_beginRequest = function (fn) { this._begin.push(fn); };
  proto.add_endRequest = function (fn) { this._end.push(fn); };
  proto.remove_endRequest = function (fn) { this._end = this._end.filter(function (f) { return f !== fn; }); };
  proto.remove_beginRequest = function (fn) { this._begin = this._begin.filter(function (f) { return f !== fn; }); };
  proto.abortPostBack = function () { if (this._xhr) { var x = this._xhr; this._xhr = null; x.abort(); } };
  proto._panelOf = function (target) {
    var el = document.getElementById(target.replace(/\\$/g, '_'));
    while (el) {
      for (var i = 0; i < this._panels.length; i += 1)
        if (el.id && el.id === this._panels[i].replace(/\\$/g, '_')) return this._panels[i];
      el = el.parentNode;
    }
    return null;
  };
  proto._serialize = function () {
    var parts = [];
    var els = this._form.elements;
    for (var i = 0; i < els.length; i += 1) {
      var e = els[i];
      if (!e.name || e.disabled) continue;
      var type = (e.type || '').toLowerCase();
      if (type === 'submit' || type === 'button' || type === 'image' || type === 'file' || type === 'reset') continue;
      if ((type === 'checkbox' || type === 'radio') && !e.checked) continue;
      if (e.tagName === 'SELECT') {
        for (var j = 0; j < e.options.length; j += 1)
          if (e.options[j].selected) parts.push(encodeURIComponent(e.name) + '=' + encodeURIComponent(e.options[j].value));
        continue;
      }
      parts.push(encodeURIComponent(e.name) + '=' + encodeURIComponent(e.value));
    }
    return parts.join('&');
  };
  proto._doPostBack = function (target, argument) {
    var panel = this._panelOf(target);
    if (!panel) return this._fullPostBack(target, argument);
    var form = this._form;
    form.__EVENTTARGET.value = target;
    form.__EVENTARGUMENT.value = argument || '';
    var body = encodeURIComponent(this._scriptManager) + '=' + encodeURIComponent(panel + '|' + target) +
      '&' + this._serialize() + '&__ASYNCPOST=true&';
    form.__EVENTTARGET.value = '';
    form.__EVENTARGUMENT.value = '';
    this.abortPostBack();
    var self = this;
    var xhr = new XMLHttpRequest();
    this._xhr = xhr;
    xhr.open('POST', form.getAttribute('action') || location.href, true);
    xhr.setRequestHeader('X-MicrosoftAjax', 'Delta=true');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=utf-8');
    xhr.setRequestHeader('Cache-Control', 'no-cache');
    xhr.timeout = this._timeout;
    var done = function (error) {
      if (self._xhr !== xhr) return; // aborted by a newer postback
      self._xhr = null;
      self._lastError = error;
      for (var k = 0; k < self._end.length; k += 1) self._end[k].call(self, { error: error });
    };
    xhr.onload = function () {
      if (self._xhr !== xhr) return;
      if (xhr.status !== 200) return done('Sys.WebForms.PageRequestManagerServerErrorException: status ' + xhr.status);
      try { self._apply(xhr.responseText); } catch (e) { return done(String(e && e.message || e)); }
      done(null);
    };
    xhr.ontimeout = function () { done('Sys.WebForms.PageRequestManagerTimeoutException: The server request timed out.'); };
    xhr.onerror = function () { done('Sys.WebForms.PageRequestManagerServerErrorException: the request failed'); };
    for (var k = 0; k < this._begin.length; k += 1) this._begin[k].call(this, { postBackElement: target });
    xhr.send(body);
  };
  proto._apply = function (text) {
    var at = 0;
    function until() {
      var end = text.indexOf('|', at);
      if (end < 0) throw new Error('Sys.WebForms.PageRequestManagerParserErrorException');
      var part = text.slice(at, end); at = end + 1; return part;
    }
    var records = [];
    while (at < text.length) {
      var length = parseInt(until(), 10);
      if (isNaN(length)) throw new Error('Sys.WebForms.PageRequestManagerParserErrorException');
      var type = until(); var id = until();
      var content = text.substr(at, length); at += length;
      if (text.charAt(at) !== '|') throw new Error('Sys.WebForms.PageRequestManagerParserErrorException');
      at += 1;
      records.push({ type: type, id: id, content: content });
    }
    for (var i = 0; i < records.length; i += 1) {
      var r = records[i];
      if (r.type === 'pageRedirect') { this._xhr = null; window.needToConfirm = false; location.href = r.content; return; }
      if (r.type === 'error') throw new Error('Sys.WebForms.PageRequestManagerServerErrorException: ' + r.content);
    }
    for (var n = 0; n < records.length; n += 1) {
      var rec = records[n];
      if (rec.type === 'updatePanel') {
        var panel = document.getElementById(rec.id);
        if (panel) panel.innerHTML = rec.content;
      } else if (rec.type === 'hiddenField') {
        var field = this._form.elements[rec.id];
        if (!field) {
          field = document.createElement('input'); field.type = 'hidden'; field.name = rec.id; field.id = rec.id;
          this._form.appendChild(field);
        }
        field.value = rec.content;
      } else if (rec.type === 'updatePanelIDs') {
        this._setPanels(rec.content ? rec.content.split(',') : []);
      } else if (rec.type === 'asyncPostBackTimeout') {
        this._timeout = parseInt(rec.content, 10) * 1000;
      } else if (rec.type === 'formAction') {
        if (rec.content) this._form.setAttribute('action', rec.content);
      } else if (rec.type === 'pageTitle') {
        document.title = rec.content;
      }
    }
  };
  Sys.WebForms.PageRequestManager = PageRequestManager;
})();
`;

/** One question row of a page, as the panel grouping sees it (all rows, shown or not). */
export interface PanelEntry {
  key: string;
  /** Keys of this page its visibility reads. */
  deps: ReadonlySet<string>;
  /** Its change posts back (another row's visibility reads it). */
  trigger: boolean;
  /** The repeater it belongs to, if any (the list's Add Another/Remove post back too). */
  repeaterId?: string;
  /** The row's first element id (names the panel). */
  controlId: string;
}

export interface PanelSpan {
  start: number;
  end: number;
  /** The panel's UniqueID (`ctl00$SiteContentPlaceHolder$FormView1$<name>`). */
  uniqueId: string;
}

const FORM_VIEW = 'ctl00$SiteContentPlaceHolder$FormView1$';

/**
 * Panel names the record gives (ds160-postbacks.csv for Personal1; Kraken 2017's lists in
 * ds160-page-environment §3 for the others), by the trigger's or list's id suffix. Where the record
 * is silent the simulator names the panel `upnl<suffix>` (its own, ADR 0039).
 */
const RECORDED_PANELS: Readonly<Record<string, string>> = {
  rblOtherNames: 'UpdatePanel1',
  rblTelecodeQuestion: 'UpdatePanel2',
  ddlAPP_MARITAL_STATUS: 'UpdatePanel3',
  rblAPP_OTH_NATL_IND: 'upnlAPP_OTH_NATL_IND',
  rblPermResOtherCntryInd: 'upnlPermResOtherCntryInd',
  rblMailingAddrSame: 'upnlMAILING_ADDR_SAME_AS_APP_ADDR',
  dlPrincipalAppTravel: 'upnlPrincipalApplicant',
  rblSpecificTravel: 'upnlSpecificTravel',
  ddlWhoIsPaying: 'upnlPayer',
  rblOtherPersonsTravelingWithYou: 'upnlOtherPersonsTravelingWithYou',
  rblPREV_US_TRAVEL_IND: 'upnlPreviousUSTravel',
  rblPREV_VISA_IND: 'upnlPREV_VISA',
  rblPREV_VISA_REFUSED_IND: 'upnlPREV_VISA_REFUSED',
  rblIV_PETITION_IND: 'upnlIV_PETITION',
  ddlUS_POC_REL_TO_APP: 'upnlPOC',
  rblFATHER_LIVE_IN_US_IND: 'UpdatePanel1',
  rblUS_IMMED_RELATIVE_IND: 'upnlUS_RELATIVES',
  ddlSpouseAddressType: 'upnlSpouseAddress',
  tbxNumberOfPrevSpouses: 'UpdatePanel1',
  rblPreviouslyEmployed: 'upnlPrevEmpl',
  rblOtherEduc: 'upnlOtherEduc',
  rblCLAN_TRIBE_IND: 'upnlClan',
  dtlLANGUAGES: 'upnlLANGUAGES_IND',
  rblCOUNTRIES_VISITED_IND: 'upnlCOUNTRIES_VISITED_IND',
  rblORGANIZATION_IND: 'upnlORGANIZATION',
  rblMILITARY_SERVICE_IND: 'upnlMILITARY_SERVICE',
  rblRemovalHearing: 'upnlRemoval',
  rblImmigrationFraud: 'upnlImmigrationFraud',
  rblFailToAttend: 'upnlFailToAttend',
  rblVisaViolation: 'upnlViolateVisa',
  rblAttWoReimb: 'upnlReimburse',
};

function panelName(suffix: string, taken: Set<string>): string {
  let name = RECORDED_PANELS[suffix] ?? `upnl${suffix.replace(/^(rbl|ddl|tbx|dtl|dl|DList)/, '')}`;
  while (taken.has(name)) name += '_';
  taken.add(name);
  return name;
}

/**
 * UpdatePanels of a page: each question another row's visibility reads (a trigger) opens a panel
 * that runs to the last row depending on it (transitively; triggers inside join the same panel, as
 * CEAC's ChildrenAsTriggers panels do), and a list's rows not in a panel form one of their own.
 */
export function groupPanels(entries: readonly PanelEntry[]): PanelSpan[] {
  const spans: PanelSpan[] = [];
  const taken = new Set<string>();
  let i = 0;
  while (i < entries.length) {
    const first = entries[i];
    if (!first.trigger && !first.repeaterId) {
      i += 1;
      continue;
    }
    const keys = new Set<string>(first.trigger ? [first.key] : []);
    const lists = new Set<string>(first.repeaterId ? [first.repeaterId] : []);
    let end = i;
    for (let changed = true; changed; ) {
      changed = false;
      for (let j = i + 1; j < entries.length; j += 1) {
        const e = entries[j];
        const joins =
          j <= end ||
          [...e.deps].some((d) => keys.has(d)) ||
          (e.repeaterId !== undefined && lists.has(e.repeaterId));
        if (!joins) continue;
        if (j > end) {
          end = j;
          changed = true;
        }
        if (e.trigger && !keys.has(e.key)) {
          keys.add(e.key);
          changed = true;
        }
        if (e.repeaterId && !lists.has(e.repeaterId)) {
          lists.add(e.repeaterId);
          changed = true;
        }
      }
    }
    // A list's own trigger (Purpose of Trip inside the purposes list) names the panel by its list.
    const idSuffix = first.repeaterId ?? controlSuffix(first.controlId);
    spans.push({ start: i, end, uniqueId: FORM_VIEW + panelName(idSuffix, taken) });
    i = end + 1;
  }
  return spans;
}

/** `ctl00_SiteContentPlaceHolder_FormView1_rblOtherNames` → `rblOtherNames`. */
function controlSuffix(id: string): string {
  const at = id.indexOf('FormView1_');
  return at < 0 ? id : id.slice(at + 'FormView1_'.length);
}
