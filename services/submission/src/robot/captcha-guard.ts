// A page script of the captcha hand-off (docs/adr/0042, addendum), run in CEAC's start page.
/**
 * While a person answers the start page's captcha in the live view (docs/adr/0042, addendum): a
 * click (or Enter) on `id`, the start page's other button, does nothing in this document, so the
 * person cannot open a second application while the robot retrieves one (or the reverse).
 */
export function guardOtherButton(id: string): void {
  const w = window as unknown as { __porticoGuarded?: string[] };
  if (w.__porticoGuarded?.includes(id)) return;
  (w.__porticoGuarded ??= []).push(id);
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(`[id="${id}"]`) : null;
      if (!target) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
}
