// A small page that posts back as CEAC's ASP.NET AJAX pages do (ds160-page-environment §2, §5.1):
// controls inside UpdatePanels post back in the background with a setTimeout(0) __doPostBack, the
// page's own PageRequestManager sends the form with `X-MicrosoftAjax: Delta=true` and applies the
// delta answer (`length|type|id|content|` records) to the panel only; a second postback aborts the
// one in flight; everything else posts the whole page. Written for the robot's tests, independent
// of the simulator: it lets a test hold an answer, fail one, redirect one, or use a manager that
// has no endRequest event.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const MANAGER = `(function () {
  var Sys = (window.Sys = window.Sys || {});
  Sys.WebForms = Sys.WebForms || {};
  var instance = null;
  function Manager() { this._xhr = null; this._ends = []; }
  Manager.getInstance = function () { return instance; };
  Manager._initialize = function (scriptManager, formId, panels, withEndRequest) {
    instance = new Manager();
    instance._sm = scriptManager;
    instance._form = document.getElementById(formId);
    instance._panels = panels;
    if (!withEndRequest) instance.add_endRequest = undefined;
    instance._full = window.__doPostBack;
    window.__doPostBack = function (target, argument) { instance._post(target, argument); };
  };
  Manager.prototype.get_isInAsyncPostBack = function () { return this._xhr !== null; };
  Manager.prototype.add_endRequest = function (handler) { this._ends.push(handler); };
  Manager.prototype._end = function (error) {
    this._xhr = null;
    for (var i = 0; i < this._ends.length; i++) this._ends[i](this, { get_error: function () { return error; } });
  };
  Manager.prototype._post = function (target, argument) {
    var el = document.getElementById(target.replace(/\\$/g, '_'));
    var panel = null;
    for (var node = el; node && !panel; node = node.parentNode)
      if (node.id && this._panels.indexOf(node.id) >= 0) panel = node.id;
    if (!panel) return this._full(target, argument);
    if (this._xhr) { var old = this._xhr; this._xhr = null; old.abort(); }
    var form = this._form;
    form.__EVENTTARGET.value = target;
    form.__EVENTARGUMENT.value = argument || '';
    var body = new URLSearchParams(new FormData(form));
    body.set(this._sm, panel + '|' + target);
    body.set('__ASYNCPOST', 'true');
    form.__EVENTTARGET.value = '';
    var self = this;
    var xhr = new XMLHttpRequest();
    this._xhr = xhr;
    xhr.open('POST', form.action, true);
    xhr.setRequestHeader('X-MicrosoftAjax', 'Delta=true');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=utf-8');
    xhr.onload = function () {
      if (self._xhr !== xhr) return;
      if (xhr.status !== 200) return self._end(new Error('server error ' + xhr.status));
      // As ASP.NET AJAX may: the request is over (the manager idle) before the panels are updated,
      // which waits for a script the answer needs.
      self._xhr = null;
      var script = document.createElement('script');
      script.src = '/late.js' + location.search;
      script.onload = function () { self._apply(xhr.responseText); };
      document.head.appendChild(script);
    };
    xhr.send(body.toString());
  };
  Manager.prototype._apply = function (text) {
      var self = this, form = this._form;
      var at = 0, records = [];
      function until() { var end = text.indexOf('|', at); var part = text.slice(at, end); at = end + 1; return part; }
      while (at < text.length) {
        var length = parseInt(until(), 10), type = until(), id = until();
        records.push({ type: type, id: id, content: text.substr(at, length) });
        at += length + 1;
      }
      for (var i = 0; i < records.length; i++) {
        var r = records[i];
        if (r.type === 'pageRedirect') { self._xhr = null; location.href = r.content; return; }
        if (r.type === 'updatePanel') document.getElementById(r.id).innerHTML = r.content;
        if (r.type === 'hiddenField') form.elements[r.id].value = r.content;
      }
      self._end(null);
  };
  Sys.WebForms.PageRequestManager = Manager;
})();`;

function question(revealed: boolean, answer: string): string {
  const radio = (n: number, value: string) =>
    `<input type="radio" id="rblOther_${n}" name="rblOther" value="${value}"${answer === value ? ' checked' : ''} onclick="setTimeout(function(){__doPostBack('rblOther$${n}','')},0)" />`;
  return `${radio(0, 'Y')}<label for="rblOther_0">Yes</label>${radio(1, 'N')}<label for="rblOther_1">No</label>${
    revealed ? '<input type="text" id="tbxOtherName" name="tbxOtherName" />' : ''
  }`;
}

function page(withEndRequest: boolean): string {
  return `<!DOCTYPE html><html><head><title>Ajax page</title>
<script>function __doPostBack(t,a){var f=document.forms[0];f.__EVENTTARGET.value=t;f.__EVENTARGUMENT.value=a;f.submit();}</script>
<script>${MANAGER}</script></head><body>
<form id="aspnetForm" method="post" action="/page">
<input type="hidden" name="__EVENTTARGET" /><input type="hidden" name="__EVENTARGUMENT" />
<input type="hidden" name="__VIEWSTATE" value="v0" />
<div id="UpdatePanel1">${question(false, '')}</div>
<div id="UpdatePanel2"><select id="ddlSlow" name="ddlSlow" onchange="setTimeout(function(){__doPostBack('ddlSlow','')},0)"><option value="">-</option><option value="A">A</option></select>
<select id="ddlAway" name="ddlAway" onchange="setTimeout(function(){__doPostBack('ddlAway','')},0)"><option value="">-</option><option value="A">A</option></select>
<select id="ddlBoom" name="ddlBoom" onchange="setTimeout(function(){__doPostBack('ddlBoom','')},0)"><option value="">-</option><option value="A">A</option></select></div>
<input type="submit" id="btnNext" name="btnNext" value="Next" />
</form>
<script>Sys.WebForms.PageRequestManager._initialize('ScriptManager1', 'aspnetForm', ['UpdatePanel1', 'UpdatePanel2'], ${withEndRequest});</script>
</body></html>`;
}

const delta = (records: { type: string; id: string; content: string }[]) =>
  records.map((r) => `${r.content.length}|${r.type}|${r.id}|${r.content}|`).join('');

export interface AjaxRequestLog {
  target: string;
  partial: boolean;
  arrivedAt: number;
  answeredAt: number | null;
  /** The browser gave the request up before its answer (a newer postback aborted it). */
  aborted: boolean;
}

export interface AjaxPageServer {
  url: string;
  log: AjaxRequestLog[];
  /** Partial postbacks of `ddlSlow` wait until this is called. */
  releaseSlow(): void;
  /** Pages opened with `?holdScripts`: the script an answer needs is held until this is called. */
  releaseScripts(): void;
  /** Resolves when such a held script was asked for. */
  scriptRequested: Promise<void>;
  /** Resolves when a request for `target` arrived. */
  arrived(target: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Serves the page at /page (`?noEndRequest`: a manager without that event; `?holdScripts`: answers
 * wait for a script the test releases) and /next.
 */
export async function startAjaxPage(): Promise<AjaxPageServer> {
  const log: AjaxRequestLog[] = [];
  let release: () => void = () => undefined;
  let slow = new Promise<void>((resolve) => (release = resolve));
  const waiters: { target: string; resolve: () => void }[] = [];
  // Held scripts: each test that holds them asks, then releases (re-armed for the next test).
  let releaseScripts: () => void = () => undefined;
  let scripts = new Promise<void>((resolve) => (releaseScripts = resolve));
  let scriptAsked: () => void = () => undefined;
  let scriptRequested = new Promise<void>((resolve) => (scriptAsked = resolve));
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const html = (body: string) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(body);
      };
      if (req.method === 'GET' && url.pathname === '/page')
        return html(page(!url.searchParams.has('noEndRequest')));
      if (req.method === 'GET' && url.pathname === '/late.js') {
        const send = () => {
          res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
          res.end('window.lateLoaded = (window.lateLoaded || 0) + 1;');
        };
        if (!url.searchParams.has('holdScripts')) return send();
        scriptAsked();
        return void scripts.then(send);
      }
      if (req.method === 'GET' && url.pathname === '/next')
        return html(
          '<!DOCTYPE html><html><head><title>Next</title></head><body><p id="arrived">Next page</p></body></html>',
        );
      if (req.method !== 'POST' || url.pathname !== '/page') {
        res.writeHead(404);
        return res.end();
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const partial = /delta=true/i.test(String(req.headers['x-microsoftajax'] ?? ''));
      const target = partial
        ? (form.get('ScriptManager1') ?? '').split('|')[1]
        : form.get('__EVENTTARGET') || 'btnNext';
      const entry: AjaxRequestLog = {
        target,
        partial,
        arrivedAt: Date.now(),
        answeredAt: null,
        aborted: false,
      };
      log.push(entry);
      req.socket.once('close', () => {
        if (entry.answeredAt === null) entry.aborted = true;
      });
      for (const w of waiters.filter((w) => w.target === target)) w.resolve();
      const answer = (status: number, body: string) => {
        entry.answeredAt = Date.now();
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(body);
      };
      if (!partial) {
        entry.answeredAt = Date.now();
        res.writeHead(303, { location: '/next' });
        return res.end();
      }
      const viewState = { type: 'hiddenField', id: '__VIEWSTATE', content: `v${log.length}` };
      if (target.startsWith('rblOther')) {
        const yes = form.get('rblOther') === 'Y';
        return answer(
          200,
          delta([
            { type: 'updatePanel', id: 'UpdatePanel1', content: question(yes, yes ? 'Y' : 'N') },
            viewState,
          ]),
        );
      }
      if (target === 'ddlSlow') return void slow.then(() => answer(200, delta([viewState])));
      if (target === 'ddlAway')
        return answer(200, delta([{ type: 'pageRedirect', id: '', content: '/next' }]));
      if (target === 'ddlBoom') return answer(500, 'Runtime Error');
      answer(200, delta([viewState]));
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    releaseScripts: () => {
      releaseScripts();
      scripts = new Promise<void>((resolve) => (releaseScripts = resolve));
      scriptRequested = new Promise<void>((resolve) => (scriptAsked = resolve));
    },
    get scriptRequested() {
      return scriptRequested;
    },
    releaseSlow: () => {
      release();
      slow = new Promise<void>((resolve) => (release = resolve));
    },
    arrived: (target) =>
      log.some((e) => e.target === target)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ target, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
