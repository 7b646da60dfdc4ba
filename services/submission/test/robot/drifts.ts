// CEAC changed: the simulator's drift switches (ADR 0039) the tests file under, each with the
// message the robot stops with and the page of which nothing may reach CEAC (the married tourist).
const F = 'ctl00_SiteContentPlaceHolder_FormView1_';

/** Each drift, the message the robot stops with, and the page of which nothing may reach CEAC. */
export const DRIFTS = [
  {
    name: 'a new required question',
    faults: { unknownQuestion: { node: 'Personal2', kind: 'radio-yn', label: 'Do you hold a digital ID?' } },
    code: 'ceacUnknownQuestion',
    message:
      'CEAC now asks a question Portico does not know on Personal2 ("Do you hold a digital ID?"). Filing stopped before anything was sent for this page; nothing was submitted.',
    unsent: 'Personal2',
  },
  {
    name: 'an option code renamed',
    faults: { renameOption: { from: 'CHIN', to: 'CN', elementId: `${F}ddlAPP_NATL` } },
    code: 'ceacOptionMissing',
    message:
      'CEAC no longer offers the answer "CHIN" for "Country/Region of Origin (Nationality)" on Personal2. Filing stopped before anything wrong was sent; nothing was submitted.',
    unsent: 'Personal2',
  },
  {
    name: 'pages in another order',
    faults: { reorderPages: ['TravelCompanions', 'Travel'] },
    code: 'ceacPageOrder',
    message:
      'CEAC showed TravelCompanions where Portico expected Travel: CEAC changed the order of its pages. Filing stopped before anything was sent on that page; nothing was submitted.',
    unsent: 'TravelCompanions',
  },
] as const;
