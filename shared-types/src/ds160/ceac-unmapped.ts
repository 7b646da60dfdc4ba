// CEAC controls of the product's pages that are deliberately not answers, with the reason.
// Generated from the field inventory with the definition; the coverage test reads it.

export interface UnmappedCeacControl {
  page: string;
  ceacId: string;
  fieldKey: string;
  reason: string;
}

export const UNMAPPED_CEAC_CONTROLS: readonly UnmappedCeacControl[] = [
  {
    page: 'Personal1',
    ceacId: 'ctl00_SiteContentPlaceHolder_FormView1_HelpButton1',
    fieldKey: 'maritalStatusHelp',
    reason: 'help icon, no answer',
  },
  {
    page: 'Personal1',
    ceacId: 'ctl00_SiteContentPlaceHolder_FormView1_HelpButton2',
    fieldKey: 'birthDateHelp',
    reason: 'help icon, no answer',
  },
  {
    page: 'Personal1',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'back',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'Personal1',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'save',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'Personal1',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'next',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'Personal2',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'back',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'Personal2',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'save',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'Personal2',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'next',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'Travel',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'back',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'Travel',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'save',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'Travel',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'next',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'TravelCompanions',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'back',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'TravelCompanions',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'save',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'TravelCompanions',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'next',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'PreviousUSTravel',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'back',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'PreviousUSTravel',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'save',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'PreviousUSTravel',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'next',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground1',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'navBack',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground1',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'navSave',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground1',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'navNext',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground2',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'navBack',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground2',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'navSave',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground2',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'navNext',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground3',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'navBack',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground3',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'navSave',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground3',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'navNext',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground4',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'navBack',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground4',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'navSave',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground4',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'navNext',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground5',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'navBack',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground5',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'navSave',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'SecurityandBackground5',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'navNext',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'ExchangeVisitor2',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'navBack',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'ExchangeVisitor2',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'navSave',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'ExchangeVisitor2',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'navNext',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'ExchangeVisitor3',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'navBack',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'ExchangeVisitor3',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'navSave',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'ExchangeVisitor3',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'navNext',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'TemporaryWork',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton1',
    fieldKey: 'navBack',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'TemporaryWork',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton2',
    fieldKey: 'navSave',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'TemporaryWork',
    ceacId: 'ctl00_SiteContentPlaceHolder_UpdateButton3',
    fieldKey: 'navNext',
    reason: 'page navigation button (Back/Save/Next), driven by the robot, not an answer',
  },
  {
    page: 'AddressPhone',
    ceacId: '',
    fieldKey: 'otherEmails[].addAnother',
    reason:
      'Add Another button whose id was not captured (inventory); the robot finds it by the InsertButton id pattern',
  },
  {
    page: 'AddressPhone',
    ceacId: '',
    fieldKey: 'additionalSocialMedia[].addAnother',
    reason:
      'Add Another button whose id was not captured (inventory); the robot finds it by the InsertButton id pattern',
  },
  {
    page: 'PptVisa',
    ceacId: '',
    fieldKey: 'lostPassports[].addAnother',
    reason:
      'Add Another button whose id was not captured (inventory); the robot finds it by the InsertButton id pattern',
  },
  {
    page: 'Relatives',
    ceacId: '',
    fieldKey: 'immediateRelatives[].addAnother',
    reason:
      'Add Another button whose id was not captured (inventory); the robot finds it by the InsertButton id pattern',
  },
  {
    page: 'WorkEducation3',
    ceacId: '',
    fieldKey: 'countriesVisited[].addAnother',
    reason:
      'Add Another button whose id was not captured (inventory); the robot finds it by the InsertButton id pattern',
  },
  {
    page: 'WorkEducation3',
    ceacId: '',
    fieldKey: 'organizations[].addAnother',
    reason:
      'Add Another button whose id was not captured (inventory); the robot finds it by the InsertButton id pattern',
  },
  {
    page: 'WorkEducation3',
    ceacId: '',
    fieldKey: 'militaryService[].addAnother',
    reason:
      'Add Another button whose id was not captured (inventory); the robot finds it by the InsertButton id pattern',
  },
];
