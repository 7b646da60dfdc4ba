// Functions that run inside the CEAC page (page.evaluate): they must be self-contained (no
// imports, no closures). Setting values in one round-trip keeps a filing fast; clicks (Does Not
// Apply boxes, radios that post back, Next) are real mouse input and texts that post back are typed
// as keyboard input in file-application.ts, where a batch stops; a list that posts back gets its
// option here with the events a person's choice raises, as Playwright's selectOption would.

export interface BatchItem {
  /** `skip`: a question CEAC does not show, whose planned answer may be left out (ADR 0041). */
  kind: 'set' | 'companion' | 'items' | 'skip';
  control?: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox';
  id?: string;
  value?: string;
  /** items: the probe control of each item (item n exists when probes[n] is on the page). */
  probes?: string[];
}

export type BatchStop =
  | { reason: 'postback'; at: number; id: string; value: string }
  | { reason: 'click'; at: number; id: string; posts: boolean }
  | { reason: 'add'; at: number; item: number }
  | { reason: 'noOption'; at: number; id: string; value: string }
  | { reason: 'tooLong'; at: number; id: string; max: number }
  | { reason: 'mismatch'; at: number; id: string; expected: string; shown: string };

/**
 * Applies items in order until one needs a real interaction; returns where it stopped, and the
 * items whose control is not on the page (yet: a later postback or Save may reveal them).
 */
export function applyBatch(items: BatchItem[]): {
  stop: BatchStop | null;
  missing: { at: number; id: string }[];
} {
  const byId = (id: string) => document.getElementById(id);
  const posts = (el: Element) =>
    /__doPostBack|WebForm_DoPostBack/.test(
      (el.getAttribute('onchange') ?? '') +
        (el.getAttribute('onclick') ?? '') +
        (el.getAttribute('href') ?? ''),
    );
  const fire = (el: Element, type: string) => el.dispatchEvent(new Event(type, { bubbles: true }));
  const optionFor = (select: HTMLSelectElement, value: string): string | null => {
    const options = Array.from(select.options).map((o) => o.value);
    if (options.includes(value)) return value;
    // CEAC's day/month values differ by page ('6', '06'): the same number is the same option.
    if (/^[0-9]+$/.test(value)) {
      const same = options.find((o) => /^[0-9]+$/.test(o) && Number(o) === Number(value));
      if (same !== undefined) return same;
    }
    return null;
  };
  const controlId = (item: BatchItem): string =>
    item.kind === 'skip'
      ? ''
      : item.kind === 'items'
        ? (item.probes?.[0] ?? '')
        : item.control === 'radio'
          ? `${item.id}_${item.value === 'Y' ? 0 : 1}`
          : (item.id ?? '');
  const hidden = items.map((item) => controlId(item) !== '' && byId(controlId(item)) === null);
  // A change that posts back only reveals or hides questions: when every other control the page
  // needs is already shown, the value is simply posted with Next (no round-trip per No answer).
  const needsPostback = (el: Element, at: number) => posts(el) && hidden.some((h, i) => h && i !== at);
  const missing: { at: number; id: string }[] = [];
  const result = (stop: BatchStop | null) => ({ stop, missing });
  for (let at = 0; at < items.length; at += 1) {
    const item = items[at];
    if (item.kind === 'skip') continue;
    if (item.kind === 'items') {
      const probes = item.probes ?? [];
      for (let n = 1; n < probes.length; n += 1)
        if (probes[n] && !byId(probes[n])) return result({ reason: 'add', at, item: n });
      continue;
    }
    const id = item.id ?? '';
    if (item.kind === 'companion') {
      const box = byId(id) as HTMLInputElement | null;
      if (!box) {
        missing.push({ at, id });
        continue;
      }
      if (!box.checked) return result({ reason: 'click', at, id, posts: posts(box) });
      continue;
    }
    const value = item.value ?? '';
    if (item.control === 'radio') {
      const target = byId(`${id}_${value === 'Y' ? 0 : 1}`) as HTMLInputElement | null;
      if (!target) {
        missing.push({ at, id: `${id}_${value === 'Y' ? 0 : 1}` });
        continue;
      }
      if (!target.checked) {
        if (needsPostback(target, at)) return result({ reason: 'click', at, id: target.id, posts: true });
        target.checked = true;
        // A posting control's handlers would post back: its value simply goes with Next.
        if (!posts(target)) fire(target, 'change');
      }
      if (!target.checked) return result({ reason: 'mismatch', at, id, expected: value, shown: '' });
      continue;
    }
    const el = byId(id) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
    if (!el) {
      missing.push({ at, id });
      continue;
    }
    if (item.control === 'checkbox') {
      if (!(el as HTMLInputElement).checked) return result({ reason: 'click', at, id, posts: posts(el) });
      continue;
    }
    if (el instanceof HTMLSelectElement) {
      const option = optionFor(el, value);
      if (option === null) return result({ reason: 'noOption', at, id, value });
      if (el.value !== option) {
        if (needsPostback(el, at)) return result({ reason: 'postback', at, id, value: option });
        el.value = option;
        if (!posts(el)) fire(el, 'change');
      }
      if (el.value !== option)
        return result({ reason: 'mismatch', at, id, expected: value, shown: el.value });
      continue;
    }
    const max = (el as HTMLInputElement).maxLength;
    if (max > 0 && value.length > max) return result({ reason: 'tooLong', at, id, max });
    if (el.value !== value) {
      if (needsPostback(el, at)) return result({ reason: 'postback', at, id, value });
      el.value = value;
      if (!posts(el)) {
        fire(el, 'input');
        fire(el, 'change');
      }
    }
    if (el.value !== value) return result({ reason: 'mismatch', at, id, expected: value, shown: el.value });
  }
  return result(null);
}

/** Read-back before Next: what the page shows for every control the plan set. */
export function readBack(items: BatchItem[]): { at: number; id: string; expected: string; shown: string }[] {
  const out: { at: number; id: string; expected: string; shown: string }[] = [];
  items.forEach((item, at) => {
    if (item.kind === 'items' || item.kind === 'skip') return;
    const id = item.id ?? '';
    if (item.kind === 'companion' || item.control === 'checkbox') {
      const box = document.getElementById(id) as HTMLInputElement | null;
      if (!box?.checked) out.push({ at, id, expected: 'ticked', shown: box ? 'not ticked' : 'missing' });
      return;
    }
    if (item.control === 'radio') {
      const yes = document.getElementById(`${id}_0`) as HTMLInputElement | null;
      const no = document.getElementById(`${id}_1`) as HTMLInputElement | null;
      const shown = yes?.checked ? 'Y' : no?.checked ? 'N' : '';
      if (shown !== item.value) out.push({ at, id, expected: item.value ?? '', shown });
      return;
    }
    const el = document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;
    const shown = el ? el.value : 'missing';
    const expected = item.value ?? '';
    const same =
      shown === expected ||
      (/^[0-9]+$/.test(shown) && /^[0-9]+$/.test(expected) && Number(shown) === Number(expected));
    if (!same) out.push({ at, id, expected, shown });
  });
  return out;
}

/** The red summary's messages, each with the control its `…_customVal` marker names (if any). */
export function readErrors(summaryIds: string[]): { message: string; elementId: string | null }[] {
  const summary =
    summaryIds.map((id) => document.getElementById(id)).find((el) => el !== null) ??
    document.querySelector('[id$="ValidationSummary"], [id*="ValidationSummary"], .error-message');
  if (!summary) return [];
  const items = Array.from(summary.querySelectorAll('li')).map((li) => (li.textContent ?? '').trim());
  const messages = items.length ? items : [(summary.textContent ?? '').trim()];
  const markers = Array.from(document.querySelectorAll('[id$="_customVal"]')).map((m) => ({
    id: m.id.replace(/_customVal$/, ''),
    text: (m.getAttribute('title') ?? m.textContent ?? '').trim(),
  }));
  return messages
    .filter((m) => m && m !== 'Please correct all areas in error')
    .map((message) => ({ message, elementId: markers.find((m) => m.text === message)?.id ?? null }));
}

/**
 * Questions on an application page the robot's map does not know and nobody has answered: shown
 * (not hidden, not disabled) text boxes, lists and radio lists of the page's content whose id is
 * not in `known`. Buttons, hidden fields and check boxes are not questions. Each with the text of
 * its label, as CEAC shows it.
 */
export function unknownQuestions(known: string[]): { id: string; label: string }[] {
  const knownIds = new Set(known);
  const out: { id: string; label: string }[] = [];
  const groups = new Set<string>();
  // The question's text: its own label, else the first label or text of its row that is not an
  // item of a radio list (Yes / No).
  const labelOf = (el: Element): string => {
    const own = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
    const row = el.closest('.field, fieldset, tr, div');
    const texts = [own, ...Array.from(row?.querySelectorAll('label, span') ?? [])]
      .map((e) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((t) => t !== '' && !/^(yes|no)$/i.test(t));
    return (texts[0] ?? el.id).slice(0, 120);
  };
  for (const el of Array.from(document.querySelectorAll('input, select, textarea'))) {
    const control = el as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    const id = control.id;
    if (!id || !id.startsWith('ctl00_SiteContentPlaceHolder_') || knownIds.has(id)) continue;
    const type = control instanceof HTMLInputElement ? control.type.toLowerCase() : '';
    if (['hidden', 'submit', 'button', 'image', 'reset', 'file', 'checkbox'].includes(type)) continue;
    if (control.disabled || control.getClientRects().length === 0) continue;
    if (type === 'radio') {
      const list = id.replace(/_[0-9]+$/, '');
      if (knownIds.has(list) || groups.has(control.name)) continue;
      groups.add(control.name);
      const answered = Array.from(document.getElementsByName(control.name)).some(
        (r) => (r as HTMLInputElement).checked,
      );
      if (!answered) out.push({ id: list, label: labelOf(control) });
      continue;
    }
    if (control.value === '') out.push({ id, label: labelOf(control) });
  }
  return out;
}

/** The image `id` is on the page and loaded (a captcha before its screenshot). */
export function imageLoaded(id: string): boolean {
  const img = document.getElementById(id) as HTMLImageElement | null;
  return Boolean(img && img.complete && img.naturalWidth > 0);
}

/**
 * A list that posts back when changed gets option `value`, with the input and change events a
 * person's choice raises (as Playwright's selectOption does). False when `id` is not a list.
 */
export function chooseOption(arg: { id: string; value: string }): boolean {
  const el = document.getElementById(arg.id);
  if (!(el instanceof HTMLSelectElement)) return false;
  el.focus();
  el.value = arg.value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** Focuses and empties the text box `id` for the keyboard. False when `id` is not a text box. */
export function focusTextBox(id: string): boolean {
  const el = document.getElementById(id);
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return false;
  el.focus();
  el.select();
  el.value = '';
  return true;
}

/** The change event a text box raises when a person leaves it (the one that posts back). */
export function fireChange(id: string): void {
  document.getElementById(id)?.dispatchEvent(new Event('change', { bubbles: true }));
}
