// After the last application page: the photo step (CEAC's Upload Photo page, the photo tool on
// "identix", Confirm Photo), the seven review pages, Sign and Submit, and the confirmation page.
// Ids and URLs are the rows UploadPhoto..Done of ds160-field-inventory.csv (ADR 0018).
import { createHash, randomBytes } from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import { escapeHtml, postName } from './ceac-names';
import { captchaMatches, solidPng } from './captcha';
import type { Clock } from './clock';
import { EMAIL_PATTERN, charsetOk, describePage } from './form-page';
import { LISTS } from './record';
import type { Facts } from './reveal';
import { field, layout } from './html';
import { ALL_PAGES, applicablePages, type CeacPage } from './pages';
import { checkPhoto } from './photo-rules';
import type { Session } from './session';
import type { ApplicationRecord, ApplicationStore, PreparerRecord } from './store';

const P = 'ctl00_SiteContentPlaceHolder_';
const PREP = `${P}FormView3_`;

export const FILING_PATHS = {
  uploadPhoto: '/GenNIV/General/photo/photo_uploadthephoto.aspx?node=UploadPhoto',
  photoTool: '/qotw/Upload.aspx',
  confirmPhoto: '/GenNIV/General/photo/photo_confirmphoto.aspx?node=ConfirmPhoto',
  photoImage: '/GenNIV/General/photo/Photo.ashx',
  sign: '/GenNIV/General/esign/signtheapplication.aspx?node=SignCertify',
  done: '/GenNIV/General/ESign/Complete_Done.aspx?node=Done',
  printApplication: '/GenNIV/General/ESign/Print_Application.aspx',
  printConfirmation: '/GenNIV/General/ESign/Print_Confirmation.aspx',
} as const;

export const FILING_IDS = {
  back: `${P}UpdateButton1`,
  save: `${P}UpdateButton2`,
  next: `${P}UpdateButton3`,
  uploadPhoto: `${P}btnUploadPhoto`,
  photoFile: 'ctl00_cphMain_imageFileUpload',
  photoUpload: 'ctl00_cphButtons_btnUpload',
  photoContinue: 'ctl00_cphButtons_btnContinue',
  photoNoImage: 'ctl00_cphButtons_btnNoImage',
  /** Unverified: the photo tool's way back to the upload form after a refusal. */
  photoTryAgain: 'ctl00_cphButtons_btnTryAgain',
  photoResult: 'ctl00_cphMain_tdResult',
  photoPreview: 'ctl00_cphMain_imgPhoto',
  confirmPhotoImage: `${P}imgPhoto`,
  confirmNoPhoto: `${P}lblNoPhoto`,
  fgmc: `${P}chkbxFGMC`,
  preparerAssisted: `${PREP}rblPREP_IND`,
  preparerSurname: `${PREP}tbxPREP_SURNAME`,
  preparerGivenName: `${PREP}tbxPREP_GIVEN_NAME`,
  preparerNameNa: `${PREP}cbxPREP_NAME_NA`,
  preparerOrganization: `${PREP}tbxPREP_ORGANIZATION`,
  preparerOrganizationNa: `${PREP}cbxPREP_ORG_NA`,
  preparerLine1: `${PREP}tbxPREP_ADDR_LN1`,
  preparerLine2: `${PREP}tbxPREP_ADDR_LN2`,
  preparerCity: `${PREP}tbxPREP_ADDR_CITY`,
  preparerState: `${PREP}tbxPREP_ADDR_STATE`,
  preparerStateNa: `${PREP}cbxPREP_ADDR_STATE_NA`,
  preparerZip: `${PREP}tbxPREP_ADDR_POSTAL_CD`,
  preparerZipNa: `${PREP}cbxPREP_ADDR_POSTAL_CD_NA`,
  preparerCountry: `${PREP}ddlCountry`,
  preparerRelationship: `${PREP}tbxPREP_REL_TO_APP`,
  passport: `${P}PPTNumTbx`,
  signCaptchaImage:
    'c_general_esign_signtheapplication_ctl00_sitecontentplaceholder_defaultcaptcha_CaptchaImage',
  signCaptcha: `${P}CodeTextBox`,
  signAndSubmit: `${P}btnSignApp`,
  signSummary: `${P}ValidationSummary1`,
  signedPanel: `${P}Hide_Show3`,
  signedSuccess: `${P}SignedSuccessText`,
  confirmationNumber: `${P}FormView1_BARCODE_NUMLabel`,
  barcode: `${P}FormView1_imgBarcode`,
  doneName: `${P}FormView1_lblName`,
  doneBirthDate: `${P}FormView1_lblDOB`,
  donePassport: `${P}FormView1_lblPPT_NUM`,
  doneVisaClass: `${P}FormView1_lblVisaClass`,
  donePost: `${P}FormView1_TARGET_SITE_CD`,
  doneSubmitDate: `${P}FormView1_litSubmitDate`,
  donePhoto: `${P}FormView1_imgPhoto`,
  printApplication: `${P}FormView1_btnPrintApp`,
  printConfirmation: `${P}FormView1_btnPrintConfirm`,
  emailConfirmation: `${P}FormView1_btnEmailConfirm`,
  emailAddress: `${P}FormView1_tbxEmailAddress`,
  emailSent: `${P}FormView1_lblEmailSent`,
} as const;

export const SIGN_MESSAGES = {
  fgmc: 'You must certify that you have viewed and read the U.S. Government Fact Sheet on Female Genital Mutilation or Cutting (FGM/C).',
  preparerQuestion:
    'The question "Did anyone assist you in filling out this application?" has not been answered.',
  passportMissing: 'Passport/Travel Document Number has not been completed.',
  passportMismatch:
    'The Passport/Travel Document Number entered does not match the Passport/Travel Document Number on your application.',
  captcha: 'The code entered does not match the code displayed on the page.',
  signed: 'Your application has been signed and submitted successfully.',
  emailSent: 'Email confirmation has been sent.',
  emailInvalid: 'Email Address is invalid. Verify the format is correct.',
} as const;

/** The seven review sub-pages and the application pages each one shows. */
export interface ReviewPage {
  node: string;
  path: string;
  caption: string;
  nodes: string[];
}

const REVIEW_DEFS: Array<[string, string, string, string[]]> = [
  [
    'ReviewPersonal',
    'review_reviewpersonal',
    'Personal, Address, Phone, and Passport/Travel Document Information',
    ['Personal1', 'Personal2', 'AddressPhone', 'PptVisa'],
  ],
  [
    'ReviewTravel',
    'review_reviewtravel',
    'Travel Information',
    ['Travel', 'TravelCompanions', 'PreviousUSTravel'],
  ],
  ['ReviewUSContact', 'review_reviewUSContact', 'U.S. Point of Contact Information', ['USContact']],
  [
    'ReviewFamily',
    'review_reviewFamily',
    'Family Information',
    ['Relatives', 'Spouse', 'PrevSpouse', 'DeceasedSpouse'],
  ],
  [
    'ReviewWorkEducation',
    'review_reviewWorkEducation',
    'Work/Education/Training Information',
    ['WorkEducation1', 'WorkEducation2', 'WorkEducation3'],
  ],
  [
    'ReviewSecurity',
    'review_reviewsecurity',
    'Security and Background Information',
    [
      'SecurityandBackground1',
      'SecurityandBackground2',
      'SecurityandBackground3',
      'SecurityandBackground4',
      'SecurityandBackground5',
    ],
  ],
  ['ReviewLocation', 'review_reviewlocation', 'Location Information', []],
];

const LISTED = new Set(REVIEW_DEFS.flatMap((d) => d[3]));

/** Class-specific pages (SEVIS, temporary work, …) are shown with the travel information. */
export const REVIEW_PAGES: readonly ReviewPage[] = REVIEW_DEFS.map(([node, file, caption, nodes]) => ({
  node,
  path: `/GenNIV/General/review/${file}.aspx?node=${node}`,
  caption,
  nodes:
    node === 'ReviewTravel'
      ? [...nodes, ...ALL_PAGES.map((p) => p.node).filter((n) => !LISTED.has(n))]
      : nodes,
}));

export interface FilingContext {
  store: ApplicationStore;
  clock: Clock;
  requireApplication(req: Request, res: Response): { s: Session; rec: ApplicationRecord } | undefined;
  allAnswers(rec: ApplicationRecord): Facts;
  issueCaptcha(s: Session): void;
}

/** Where this application stands: the furthest page it may open. */
export function resumePath(rec: ApplicationRecord, answers: Facts): string {
  if (!rec.securityAnswer) return '/GenNIV/Common/ConfirmApplicationID.aspx?node=SecureQuestion';
  if (rec.signed) return FILING_PATHS.done;
  const pages = applicablePages(answers);
  const open = pages.find((p) => !rec.pages[p.node]?.completed);
  if (open) return open.path;
  if (!rec.photoChoice) return FILING_PATHS.uploadPhoto;
  if (!rec.photoConfirmed) return FILING_PATHS.confirmPhoto;
  const review = REVIEW_PAGES.find((r) => !(rec.reviewed ?? []).includes(r.node));
  return review ? review.path : FILING_PATHS.sign;
}

/** Steps after the application pages, in order; a step opens when the resume point reached it. */
const STEPS = [
  FILING_PATHS.uploadPhoto,
  FILING_PATHS.confirmPhoto,
  ...REVIEW_PAGES.map((r) => r.path),
  FILING_PATHS.sign,
  FILING_PATHS.done,
];

function stepIndex(path: string): number {
  return STEPS.indexOf(path as (typeof STEPS)[number]);
}

function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${LISTS.months[d.getUTCMonth()].label}-${d.getUTCFullYear()}`;
}

function tabs(active: 'COMPLETE' | 'REVIEW' | 'ESIGN'): string {
  return `<ul id="tabs">${(['COMPLETE', 'REVIEW', 'ESIGN'] as const)
    .map((t) => `<li id="${t}"${t === active ? ' class="active"' : ''}>${t === 'ESIGN' ? 'SIGN' : t}</li>`)
    .join('')}</ul>`;
}

function submit(id: string, value: string, extra = ''): string {
  return `<input type="submit" id="${id}" name="${postName(id)}" value="${escapeHtml(value)}"${extra} />`;
}

/** An image button: posts `name.x`/`name.y` when clicked, as on the photo tool. */
function imageButton(id: string, alt: string, extra = ''): string {
  return `<input type="image" id="${id}" name="${postName(id)}" src="/qotw/images/button.png" alt="${escapeHtml(alt)}" title="${escapeHtml(alt)}" width="200" height="32"${extra} /><label for="${id}">${escapeHtml(alt)}</label>`;
}

function clicked(body: Record<string, unknown>, id: string): boolean {
  const name = postName(id);
  return body[name] !== undefined || body[`${name}.x`] !== undefined;
}

function summary(id: string, errors: string[]): string {
  return errors.length
    ? `<div id="${id}" class="error-message" style="color:Red;"><span>Please correct all areas in error</span><ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`
    : '';
}

function label(list: keyof typeof LISTS, code: string): string {
  return LISTS[list].find((o) => o.code === code)?.label ?? code;
}

/** The passport number saved on PptVisa. */
export function savedPassportNumber(answers: Facts): string {
  return answers.value('passportDocumentNumber') ?? '';
}

interface PreparerForm {
  assisted: string;
  values: Record<string, string>;
}

const PREPARER_TEXT: Array<{
  key: string;
  id: string;
  label: string;
  charset: 'name' | 'organization' | 'address' | 'freeText';
  max?: number;
  na?: string;
  optional?: boolean;
}> = [
  {
    key: 'surname',
    id: FILING_IDS.preparerSurname,
    label: 'Surnames',
    charset: 'name',
    max: 33,
    na: FILING_IDS.preparerNameNa,
  },
  {
    key: 'givenName',
    id: FILING_IDS.preparerGivenName,
    label: 'Given Names',
    charset: 'name',
    max: 33,
    na: FILING_IDS.preparerNameNa,
  },
  {
    key: 'organization',
    id: FILING_IDS.preparerOrganization,
    label: 'Organization Name',
    charset: 'organization',
    na: FILING_IDS.preparerOrganizationNa,
  },
  {
    key: 'line1',
    id: FILING_IDS.preparerLine1,
    label: 'Street Address (Line 1)',
    charset: 'address',
    max: 40,
  },
  {
    key: 'line2',
    id: FILING_IDS.preparerLine2,
    label: 'Street Address (Line 2)',
    charset: 'address',
    max: 40,
    optional: true,
  },
  { key: 'city', id: FILING_IDS.preparerCity, label: 'City', charset: 'address', max: 20 },
  {
    key: 'state',
    id: FILING_IDS.preparerState,
    label: 'State/Province',
    charset: 'address',
    max: 20,
    na: FILING_IDS.preparerStateNa,
  },
  {
    key: 'zipCode',
    id: FILING_IDS.preparerZip,
    label: 'Postal Zone/ZIP Code',
    charset: 'address',
    max: 10,
    na: FILING_IDS.preparerZipNa,
  },
  {
    key: 'relationship',
    id: FILING_IDS.preparerRelationship,
    label: 'Relationship to You',
    charset: 'freeText',
  },
];
const PREPARER_BOXES = [
  FILING_IDS.preparerNameNa,
  FILING_IDS.preparerOrganizationNa,
  FILING_IDS.preparerStateNa,
  FILING_IDS.preparerZipNa,
];
const CHARSET_OF: Record<(typeof PREPARER_TEXT)[number]['charset'], string> = {
  name: 'name',
  organization: 'organization',
  address: 'address',
  freeText: 'free-text',
};

const CHARSET_TEXT: Record<string, string> = {
  name: "A-Z, hyphen (-), apostrophe ('), single spaces in between names",
  organization: "A-Z, 0-9, hyphen (-), apostrophe ('), ampersand (&) and single spaces in between names",
  address:
    "A-Z, a-z, 0-9, #, $, *, %, &, ;, !, @, ^, ?, >, <, parens (), period (.), apostrophe ('), comma (,), hyphen (-), and space",
  freeText:
    "A-Z, a-z, 0-9, #, $, *, %, &, ;, !, @, ^, ?, >, <, parens (), period (.), apostrophe ('), comma (,), hyphen (-), and space",
};

function readPreparer(body: Record<string, unknown>): PreparerForm {
  const values: Record<string, string> = {};
  for (const f of PREPARER_TEXT) values[f.id] = field(body, f.id);
  for (const id of [...PREPARER_BOXES, FILING_IDS.preparerCountry]) values[id] = field(body, id);
  return { assisted: field(body, FILING_IDS.preparerAssisted), values };
}

/** CEAC's checks of the preparer block; the record when it is valid. */
function checkPreparer(form: PreparerForm): { errors: string[]; preparer: PreparerRecord | null } {
  if (form.assisted !== 'Y' && form.assisted !== 'N')
    return { errors: [SIGN_MESSAGES.preparerQuestion], preparer: null };
  if (form.assisted === 'N') return { errors: [], preparer: null };
  const v = form.values;
  const errors: string[] = [];
  for (const f of PREPARER_TEXT) {
    const value = v[f.id].trim();
    if (f.na && v[f.na]) continue;
    if (!value) {
      if (!f.optional) errors.push(`${f.label} has not been completed.`);
      continue;
    }
    if (f.max && value.length > f.max) errors.push(`${f.label} is invalid. It exceeds ${f.max} characters.`);
    else if (!charsetOk(CHARSET_OF[f.charset], value))
      errors.push(
        `${f.label} is invalid. Only the following characters are valid for this field: ${CHARSET_TEXT[f.charset]}`,
      );
  }
  if (!LISTS.countries.some((o) => o.code === v[FILING_IDS.preparerCountry]))
    errors.push('Country/Region has not been selected.');
  const nameNa = Boolean(v[FILING_IDS.preparerNameNa]);
  if (nameNa && v[FILING_IDS.preparerOrganizationNa]) errors.push('Surnames has not been completed.');
  // The organisation-only relationship rule belongs to the U.S. point of contact page (form-page.ts).
  if (errors.length) return { errors, preparer: null };
  const text = (id: string, na?: string) => (na && v[na] ? null : v[id].trim() || null);
  return {
    errors: [],
    preparer: {
      surname: text(FILING_IDS.preparerSurname, FILING_IDS.preparerNameNa),
      givenName: text(FILING_IDS.preparerGivenName, FILING_IDS.preparerNameNa),
      organization: text(FILING_IDS.preparerOrganization, FILING_IDS.preparerOrganizationNa),
      address: {
        line1: v[FILING_IDS.preparerLine1].trim(),
        line2: text(FILING_IDS.preparerLine2),
        city: v[FILING_IDS.preparerCity].trim(),
        state: text(FILING_IDS.preparerState, FILING_IDS.preparerStateNa),
        zipCode: text(FILING_IDS.preparerZip, FILING_IDS.preparerZipNa),
        country: v[FILING_IDS.preparerCountry],
      },
      relationship: v[FILING_IDS.preparerRelationship].trim(),
    },
  };
}

export function registerFiling(app: Express, ctx: FilingContext): void {
  const { store, clock } = ctx;
  /** Photo-tool tokens (the hand-off URL's query) → application id. */
  const tokens = new Map<string, string>();

  /** The application, if it may open `path` now; otherwise redirects to where it stands. */
  function open(
    req: Request,
    res: Response,
    path: string,
  ): { s: Session; rec: ApplicationRecord; answers: Facts } | undefined {
    const found = ctx.requireApplication(req, res);
    if (!found) return undefined;
    const answers = ctx.allAnswers(found.rec);
    const at = resumePath(found.rec, answers);
    const allowed = found.rec.signed
      ? path === FILING_PATHS.done || path === FILING_PATHS.sign
      : stepIndex(at) >= 0 && stepIndex(path) <= stepIndex(at);
    if (!allowed) {
      res.redirect(303, at);
      return undefined;
    }
    return { ...found, answers };
  }

  // ---- Photo ----------------------------------------------------------------------------------
  function lastPage(answers: Facts): CeacPage {
    const pages = applicablePages(answers);
    return pages[pages.length - 1];
  }

  function handOff(rec: ApplicationRecord, res: Response): void {
    const token = randomBytes(12).toString('hex');
    tokens.set(token, rec.applicationId);
    res.redirect(303, `${FILING_PATHS.photoTool}?${token}`);
  }

  app.get('/GenNIV/General/photo/photo_uploadthephoto.aspx', (req, res) => {
    const ctx2 = open(req, res, FILING_PATHS.uploadPhoto);
    if (!ctx2) return;
    res.type('html').send(
      layout(
        'Nonimmigrant Visa - Upload Photo',
        `${tabs('COMPLETE')}<h2>Upload Your Photo</h2>
<p>Your photo must be a square JPEG between 600 x 600 and 1200 x 1200 pixels, in colour, 240 kB or less. If the photo tool does not accept your photo you may continue without one and bring a printed photo to your interview.</p>
${submit(FILING_IDS.uploadPhoto, 'Upload Your Photo', ' class="uploadphoto"')}
${submit(FILING_IDS.back, `Back: ${lastPage(ctx2.answers).caption}`)}
${submit(FILING_IDS.save, 'Save')}`,
        ctx2.rec.applicationId,
      ),
    );
  });

  app.post('/GenNIV/General/photo/photo_uploadthephoto.aspx', (req, res) => {
    const ctx2 = open(req, res, FILING_PATHS.uploadPhoto);
    if (!ctx2) return;
    const body = req.body as Record<string, unknown>;
    if (clicked(body, FILING_IDS.uploadPhoto)) return handOff(ctx2.rec, res);
    if (clicked(body, FILING_IDS.back)) return void res.redirect(303, lastPage(ctx2.answers).path);
    res.redirect(303, FILING_PATHS.uploadPhoto);
  });

  function photoToolPage(
    token: string,
    rec: ApplicationRecord,
    result: 'none' | 'accepted' | 'rejected',
  ): string {
    const photo = rec.photo;
    const resultCell =
      result === 'rejected' && photo
        ? `<img class="x" src="/qotw/images/x.png" alt="X" width="24" height="24" /> <span class="error">${escapeHtml(photo.error ?? '')}</span>`
        : result === 'accepted'
          ? `<span class="ok">Photo passed the quality standards.</span><br /><img id="${FILING_IDS.photoPreview}" src="${FILING_PATHS.photoImage}" alt="Your photo" width="300" height="300" />`
          : '';
    // After an upload the page is the result: accepted (continue with it) or refused (an X, try
    // again or continue without); only the upload form itself has the file input.
    const buttons =
      result === 'accepted'
        ? `${imageButton(FILING_IDS.photoContinue, 'Continue Using This Photo')}
${imageButton(FILING_IDS.photoNoImage, 'Continue Without a Photo')}`
        : result === 'rejected'
          ? `${imageButton(FILING_IDS.photoTryAgain, 'Try Again')}
${imageButton(FILING_IDS.photoNoImage, 'Continue Without a Photo')}`
          : `<input type="file" id="${FILING_IDS.photoFile}" name="${postName(FILING_IDS.photoFile)}" accept="image/jpeg" />
${imageButton(FILING_IDS.photoUpload, 'Upload Selected Photo', ' class="next"')}
${imageButton(FILING_IDS.photoNoImage, 'Continue Without a Photo')}`;
    return `<!DOCTYPE html>
<html><head><meta charset="utf-8" /><title>Photo Upload</title></head>
<body><div id="header">U.S. Department of State · Photo Upload (Application ID ${escapeHtml(rec.applicationId)})</div>
<form method="post" id="aspnetForm" enctype="multipart/form-data" action="${FILING_PATHS.photoTool}?${token}">
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="${randomBytes(16).toString('base64url')}" />
<table><tr><td id="${FILING_IDS.photoResult}" class="result">${resultCell}</td></tr></table>
${buttons}
</form></body></html>`;
  }

  function photoTool(req: Request, res: Response): { token: string; rec: ApplicationRecord } | undefined {
    const token = req.url.split('?')[1] ?? '';
    const found = ctx.requireApplication(req, res);
    if (!found) return undefined;
    if (tokens.get(token) !== found.rec.applicationId) {
      res.status(403).type('html').send('<h1>The photo upload link has expired.</h1>');
      return undefined;
    }
    if (found.rec.signed) {
      res.redirect(303, FILING_PATHS.done);
      return undefined;
    }
    return { token, rec: found.rec };
  }

  app.get('/qotw/images/:name', (_req, res) => {
    res.setHeader('Cache-Control', 'max-age=3600');
    res.type('png').send(solidPng(40, 12));
  });

  app.get('/qotw/Upload.aspx', (req, res) => {
    const tool = photoTool(req, res);
    if (!tool) return;
    res.type('html').send(photoToolPage(tool.token, tool.rec, 'none'));
  });

  app.post(
    '/qotw/Upload.aspx',
    express.raw({ type: 'multipart/form-data', limit: '5mb' }),
    async (req, res, next) => {
      try {
        const tool = photoTool(req, res);
        if (!tool) return;
        const { token, rec } = tool;
        const body: Record<string, unknown> = {};
        let file: Buffer | undefined;
        if (Buffer.isBuffer(req.body)) {
          const form = await new Response(new Uint8Array(req.body), {
            headers: { 'content-type': req.headers['content-type'] ?? '' },
          }).formData();
          for (const [name, value] of form.entries()) {
            if (typeof value === 'string') body[name] = value;
            else if (name === postName(FILING_IDS.photoFile)) file = Buffer.from(await value.arrayBuffer());
          }
        } else Object.assign(body, req.body as Record<string, unknown>);
        if (clicked(body, FILING_IDS.photoNoImage)) {
          store.update(rec.applicationId, (r) => {
            r.photoChoice = 'none';
            r.photoConfirmed = false;
          });
          return void res.redirect(303, FILING_PATHS.confirmPhoto);
        }
        if (clicked(body, FILING_IDS.photoContinue)) {
          if (!rec.photo?.accepted) return void res.type('html').send(photoToolPage(token, rec, 'none'));
          store.update(rec.applicationId, (r) => {
            r.photoChoice = 'photo';
            r.photoConfirmed = false;
          });
          return void res.redirect(303, FILING_PATHS.confirmPhoto);
        }
        if (clicked(body, FILING_IDS.photoUpload)) {
          const bytes = file ?? Buffer.alloc(0);
          const check = await checkPhoto(bytes);
          const updated = store.update(rec.applicationId, (r) => {
            r.photo = {
              accepted: check.ok,
              bytes: bytes.length,
              sha256: createHash('sha256').update(bytes).digest('hex'),
              base64: bytes.toString('base64'),
              width: check.width,
              height: check.height,
              error: check.ok ? null : check.message,
            };
          });
          return void res
            .type('html')
            .send(photoToolPage(token, updated, check.ok ? 'accepted' : 'rejected'));
        }
        res.type('html').send(photoToolPage(token, rec, 'none'));
      } catch (error) {
        next(error);
      }
    },
  );

  app.get(FILING_PATHS.photoImage, (req, res) => {
    const found = ctx.requireApplication(req, res);
    if (!found) return;
    const photo = found.rec.photo;
    if (!photo?.accepted) return void res.status(404).send('No photo');
    res.setHeader('Cache-Control', 'no-store');
    res.type('jpeg').send(Buffer.from(photo.base64, 'base64'));
  });

  function confirmPhotoPage(rec: ApplicationRecord): string {
    const shown =
      rec.photoChoice === 'photo' && rec.photo?.accepted
        ? `<img id="${FILING_IDS.confirmPhotoImage}" src="${FILING_PATHS.photoImage}" alt="Your photo" width="300" height="300" />`
        : `<span id="${FILING_IDS.confirmNoPhoto}">You chose to continue without a photo. Bring a printed photo (2 x 2 inches) to your interview.</span>`;
    return layout(
      'Nonimmigrant Visa - Confirm Photo',
      `${tabs('COMPLETE')}<h2>Confirm Photo</h2>
${shown}
${submit(FILING_IDS.uploadPhoto, 'Choose a Different Photo', ' class="uploadphoto"')}
${submit(FILING_IDS.back, 'Back: Upload Photo')}
${submit(FILING_IDS.save, 'Save')}
${submit(FILING_IDS.next, 'Next: Review')}`,
      rec.applicationId,
    );
  }

  app.get('/GenNIV/General/photo/photo_confirmphoto.aspx', (req, res) => {
    const ctx2 = open(req, res, FILING_PATHS.confirmPhoto);
    if (!ctx2) return;
    res.type('html').send(confirmPhotoPage(ctx2.rec));
  });

  app.post('/GenNIV/General/photo/photo_confirmphoto.aspx', (req, res) => {
    const ctx2 = open(req, res, FILING_PATHS.confirmPhoto);
    if (!ctx2) return;
    const body = req.body as Record<string, unknown>;
    if (clicked(body, FILING_IDS.uploadPhoto)) return handOff(ctx2.rec, res);
    if (clicked(body, FILING_IDS.back)) return void res.redirect(303, FILING_PATHS.uploadPhoto);
    if (clicked(body, FILING_IDS.next)) {
      store.update(ctx2.rec.applicationId, (r) => {
        r.photoConfirmed = true;
      });
      return void res.redirect(303, REVIEW_PAGES[0].path);
    }
    res.redirect(303, FILING_PATHS.confirmPhoto);
  });

  // ---- Review ---------------------------------------------------------------------------------
  function reviewPage(rec: ApplicationRecord, review: ReviewPage, answers: Facts): string {
    const applicable = applicablePages(answers);
    const blocks =
      review.node === 'ReviewLocation'
        ? `<table id="${P}FormView1_tblLocation"><tr><th>Location Where You Will Be Applying</th><td id="${P}FormView1_lblLocation">${escapeHtml(label('posts', rec.location))}</td></tr></table>`
        : applicable
            .filter((p) => review.nodes.includes(p.node))
            .map((p) => {
              const rows = describePage(p, rec.pages[p.node]?.values ?? {}, answers)
                .map(
                  (r) =>
                    `<tr><th>${escapeHtml(r.label)}</th><td data-control="${escapeHtml(r.controlId)}">${escapeHtml(r.value)}</td></tr>`,
                )
                .join('');
              return `<h3>${escapeHtml(p.caption)}</h3><table class="review">${rows}</table>
<a id="${P}lnkEdit${p.node}" href="${p.path}">Edit ${escapeHtml(p.caption)}</a>`;
            })
            .join('\n');
    const at = REVIEW_PAGES.indexOf(review);
    const next = REVIEW_PAGES[at + 1];
    return layout(
      `Nonimmigrant Visa - Review`,
      `${tabs('REVIEW')}<h2>Review: ${escapeHtml(review.caption)}</h2>
<p>Review your answers. To change an answer, use its Edit link.</p>
${blocks}
${submit(FILING_IDS.back, at > 0 ? `Back: ${REVIEW_PAGES[at - 1].caption}` : 'Back: Confirm Photo')}
${submit(FILING_IDS.next, next ? `Next: ${next.caption}` : 'Next: Sign and Submit')}`,
      rec.applicationId,
    );
  }

  function reviewOf(req: Request): ReviewPage | undefined {
    return REVIEW_PAGES.find(
      (r) => r.node === req.query.node && r.path.split('?')[0].toLowerCase() === req.path.toLowerCase(),
    );
  }

  app.get('/GenNIV/General/review/:file', (req, res) => {
    const review = reviewOf(req);
    if (!review) return void res.redirect(303, REVIEW_PAGES[0].path);
    const ctx2 = open(req, res, review.path);
    if (!ctx2) return;
    res.type('html').send(reviewPage(ctx2.rec, review, ctx2.answers));
  });

  app.post('/GenNIV/General/review/:file', (req, res) => {
    const review = reviewOf(req);
    if (!review) return void res.redirect(303, REVIEW_PAGES[0].path);
    const ctx2 = open(req, res, review.path);
    if (!ctx2) return;
    const body = req.body as Record<string, unknown>;
    const at = REVIEW_PAGES.indexOf(review);
    if (clicked(body, FILING_IDS.back))
      return void res.redirect(303, at > 0 ? REVIEW_PAGES[at - 1].path : FILING_PATHS.confirmPhoto);
    if (clicked(body, FILING_IDS.next)) {
      store.update(ctx2.rec.applicationId, (r) => {
        r.reviewed = [...new Set([...(r.reviewed ?? []), review.node])];
      });
      return void res.redirect(303, REVIEW_PAGES[at + 1]?.path ?? FILING_PATHS.sign);
    }
    res.redirect(303, review.path);
  });

  // ---- Sign and Submit ------------------------------------------------------------------------
  function signPage(
    s: Session,
    rec: ApplicationRecord,
    form: { fgmc: boolean; preparer: PreparerForm; passport: string },
    errors: string[],
  ): string {
    if (rec.signed)
      return layout(
        'Nonimmigrant Visa - Sign and Submit',
        `${tabs('ESIGN')}<h2>Sign and Submit</h2>
<div id="${FILING_IDS.signedPanel}"><span id="${FILING_IDS.signedSuccess}">${escapeHtml(SIGN_MESSAGES.signed)}</span></div>
${submit(FILING_IDS.next, 'Next: Confirmation')}`,
        rec.applicationId,
      );
    ctx.issueCaptcha(s); // every rendering of the page shows a new image
    const v = form.preparer.values;
    const text = (id: string, caption: string, max?: number, na?: string, naLabel = 'Does Not Apply') =>
      `<div class="field"><label for="${id}">${escapeHtml(caption)}</label><input type="text" id="${id}" name="${postName(id)}" value="${escapeHtml(v[id] ?? '')}"${max ? ` maxlength="${max}"` : ''}${na && v[na] ? ' disabled="disabled"' : ''} />${
        na
          ? `<span class="checkbox"><input type="checkbox" id="${na}" name="${postName(na)}"${v[na] ? ' checked="checked"' : ''} onclick="enableTbx(this)" /><label for="${na}">${naLabel}</label></span>`
          : ''
      }</div>`;
    const countries = [{ code: '', label: '- Select One -' }, ...LISTS.countries]
      .map(
        (o) =>
          `<option value="${escapeHtml(o.code)}"${o.code === v[FILING_IDS.preparerCountry] ? ' selected="selected"' : ''}>${escapeHtml(o.label)}</option>`,
      )
      .join('');
    const preparerBlock =
      form.preparer.assisted === 'Y'
        ? `<div id="${PREP}divPreparer">
<div class="field"><label for="${FILING_IDS.preparerSurname}">Surnames</label><input type="text" id="${FILING_IDS.preparerSurname}" name="${postName(FILING_IDS.preparerSurname)}" value="${escapeHtml(v[FILING_IDS.preparerSurname] ?? '')}" maxlength="33" />
<label for="${FILING_IDS.preparerGivenName}">Given Names</label><input type="text" id="${FILING_IDS.preparerGivenName}" name="${postName(FILING_IDS.preparerGivenName)}" value="${escapeHtml(v[FILING_IDS.preparerGivenName] ?? '')}" maxlength="33" />
<span class="checkbox"><input type="checkbox" id="${FILING_IDS.preparerNameNa}" name="${postName(FILING_IDS.preparerNameNa)}"${v[FILING_IDS.preparerNameNa] ? ' checked="checked"' : ''} onclick="enableTbx(this)" /><label for="${FILING_IDS.preparerNameNa}">Does Not Apply</label></span></div>
${text(FILING_IDS.preparerOrganization, 'Organization Name', undefined, FILING_IDS.preparerOrganizationNa)}
${text(FILING_IDS.preparerLine1, 'Street Address (Line 1)', 40)}
${text(FILING_IDS.preparerLine2, 'Street Address (Line 2) *Optional', 40)}
${text(FILING_IDS.preparerCity, 'City', 20)}
${text(FILING_IDS.preparerState, 'State/Province', 20, FILING_IDS.preparerStateNa)}
${text(FILING_IDS.preparerZip, 'Postal Zone/ZIP Code', 10, FILING_IDS.preparerZipNa)}
<div class="field"><label for="${FILING_IDS.preparerCountry}">Country/Region</label><select id="${FILING_IDS.preparerCountry}" name="${postName(FILING_IDS.preparerCountry)}">${countries}</select></div>
${text(FILING_IDS.preparerRelationship, 'Relationship to You')}
</div>`
        : '';
    const radios = ['Y', 'N']
      .map(
        (value, i) =>
          `<input type="radio" id="${FILING_IDS.preparerAssisted}_${i}" name="${postName(FILING_IDS.preparerAssisted)}" value="${value}"${form.preparer.assisted === value ? ' checked="checked"' : ''} onclick="javascript:setTimeout('__doPostBack(\\'${postName(FILING_IDS.preparerAssisted)}$${i}\\',\\'\\')', 0)" /><label for="${FILING_IDS.preparerAssisted}_${i}">${value === 'Y' ? 'Yes' : 'No'}</label>`,
      )
      .join('');
    return layout(
      'Nonimmigrant Visa - Sign and Submit',
      `${tabs('ESIGN')}<h2>Sign and Submit</h2>
${summary(FILING_IDS.signSummary, errors)}
<div class="field"><input type="checkbox" id="${FILING_IDS.fgmc}" name="${postName(FILING_IDS.fgmc)}"${form.fgmc ? ' checked="checked"' : ''} /><label for="${FILING_IDS.fgmc}">I certify that I have viewed and read the <a href="https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fact-sheet-on-female-genital-mutilation.html" target="_blank">U.S. Government Fact Sheet on Female Genital Mutilation or Cutting (FGM/C)</a>.</label></div>
<h3>Preparer of Application</h3>
<div class="field"><label>Did anyone assist you in filling out this application?</label>${radios}</div>
${preparerBlock}
<h3>E-Signature</h3>
<p>I certify under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.</p>
<div class="field"><label for="${FILING_IDS.passport}">Enter your Passport/Travel Document Number:</label><input type="text" id="${FILING_IDS.passport}" name="${postName(FILING_IDS.passport)}" value="${escapeHtml(form.passport)}" maxlength="20" /></div>
<img id="${FILING_IDS.signCaptchaImage}" class="LBD_CaptchaImage" src="/GenNIV/BotDetectCaptcha.ashx?get=image&amp;c=sign&amp;t=${randomBytes(6).toString('hex')}" alt="Retype the CAPTCHA code from the image" />
<div class="field"><label for="${FILING_IDS.signCaptcha}">Enter the code as shown:</label><input type="text" id="${FILING_IDS.signCaptcha}" name="${postName(FILING_IDS.signCaptcha)}" maxlength="10" /></div>
${submit(FILING_IDS.signAndSubmit, 'Sign and Submit Application')}
${submit(FILING_IDS.back, 'Back: Review')}`,
      rec.applicationId,
    );
  }

  const emptyForm = () => ({ fgmc: false, preparer: { assisted: '', values: {} }, passport: '' });

  app.get('/GenNIV/General/esign/signtheapplication.aspx', (req, res) => {
    const ctx2 = open(req, res, FILING_PATHS.sign);
    if (!ctx2) return;
    res.type('html').send(signPage(ctx2.s, ctx2.rec, emptyForm(), []));
  });

  app.post('/GenNIV/General/esign/signtheapplication.aspx', (req, res) => {
    const ctx2 = open(req, res, FILING_PATHS.sign);
    if (!ctx2) return;
    const { s, rec, answers } = ctx2;
    const body = req.body as Record<string, unknown>;
    if (rec.signed) {
      // Submitted: nothing can be signed again; Next goes to the confirmation.
      if (clicked(body, FILING_IDS.next)) return void res.redirect(303, FILING_PATHS.done);
      return void res.type('html').send(signPage(s, rec, emptyForm(), []));
    }
    if (clicked(body, FILING_IDS.back))
      return void res.redirect(303, REVIEW_PAGES[REVIEW_PAGES.length - 1].path);
    const form = {
      fgmc: field(body, FILING_IDS.fgmc) !== '',
      preparer: readPreparer(body),
      passport: field(body, FILING_IDS.passport),
    };
    if (!clicked(body, FILING_IDS.signAndSubmit))
      return void res.type('html').send(signPage(s, rec, form, [])); // a postback (preparer Yes/No)
    const typedCode = field(body, FILING_IDS.signCaptcha);
    const expected = s.captcha;
    const errors: string[] = [];
    if (!form.fgmc) errors.push(SIGN_MESSAGES.fgmc);
    const checked = checkPreparer(form.preparer);
    errors.push(...checked.errors);
    const passport = form.passport.trim().toUpperCase();
    if (!passport) errors.push(SIGN_MESSAGES.passportMissing);
    else if (passport !== savedPassportNumber(answers).trim().toUpperCase())
      errors.push(SIGN_MESSAGES.passportMismatch);
    if (!captchaMatches(expected, typedCode)) errors.push(SIGN_MESSAGES.captcha);
    if (errors.length) return void res.type('html').send(signPage(s, rec, form, errors));
    const now = clock.now();
    const signed = store.update(rec.applicationId, (r) => {
      if (r.signed) return; // two tabs racing: the first signature wins
      r.signed = true;
      r.submittedAt = now;
      r.confirmationNumber = r.applicationId;
      r.submitCount = (r.submitCount ?? 0) + 1;
      r.signPostback = {
        at: new Date().toISOString(),
        session: s.id,
        userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
      };
      r.fgmcCertified = true;
      r.preparer = checked.preparer;
    });
    res.type('html').send(signPage(s, signed, emptyForm(), []));
  });

  // ---- Confirmation ---------------------------------------------------------------------------
  function confirmationFacts(rec: ApplicationRecord, answers: Facts) {
    const month = answers.value('birthDate.month') ?? '';
    const monthLabel = LISTS.months.find((m) => m.code === month || m.label === month)?.label ?? '';
    const year = answers.value('birthDate.year');
    const specify = answers.itemValue('tripPurposes[].purposeSpecify', 0) ?? '';
    return {
      name: [answers.value('surname'), answers.value('givenName')].filter(Boolean).join(', '),
      birthDate: year
        ? `${(answers.value('birthDate.day') ?? '').padStart(2, '0')}-${monthLabel}-${year}`
        : '',
      passport: savedPassportNumber(answers),
      visaClass: specify ? label('visa-subclasses', specify) : '',
      post: label('posts', rec.location),
      submitted: rec.submittedAt ? formatDate(rec.submittedAt) : '',
    };
  }

  function donePage(rec: ApplicationRecord, answers: Facts, note: string, error: string): string {
    const f = confirmationFacts(rec, answers);
    const row = (id: string, caption: string, value: string) =>
      `<tr><th>${escapeHtml(caption)}</th><td><span id="${id}">${escapeHtml(value)}</span></td></tr>`;
    return layout(
      'Nonimmigrant Visa - Confirmation Page',
      `<h2>Confirmation</h2>
<p>Thank you. Your application has been submitted. Print this confirmation page and bring it to your interview.</p>
<img id="${FILING_IDS.barcode}" src="/GenNIV/General/ESign/Barcode.ashx" alt="Barcode ${escapeHtml(rec.confirmationNumber ?? '')}" width="200" height="40" />
<table id="${P}FormView1_tblConfirmation">
${row(FILING_IDS.confirmationNumber, 'Confirmation No.', rec.confirmationNumber ?? '')}
${row(FILING_IDS.doneName, 'Name Provided', f.name)}
${row(FILING_IDS.doneBirthDate, 'Date of Birth', f.birthDate)}
${row(FILING_IDS.donePassport, 'Passport Number', f.passport)}
${row(FILING_IDS.doneVisaClass, 'Visa Class', f.visaClass)}
${row(FILING_IDS.donePost, 'Location', f.post)}
${row(FILING_IDS.doneSubmitDate, 'Application Submitted', f.submitted)}
</table>
${rec.photoChoice === 'photo' && rec.photo?.accepted ? `<img id="${FILING_IDS.donePhoto}" src="${FILING_PATHS.photoImage}" alt="Applicant photo" width="150" height="150" />` : ''}
${error ? `<div id="${P}FormView1_ValidationSummary" class="error-message"><ul><li>${escapeHtml(error)}</li></ul></div>` : ''}
${note ? `<span id="${FILING_IDS.emailSent}">${escapeHtml(note)}</span>` : ''}
${submit(FILING_IDS.printConfirmation, 'Print Confirmation')}
${submit(FILING_IDS.printApplication, 'Print Application')}
<div class="field"><label for="${FILING_IDS.emailAddress}">Email Address</label><input type="text" id="${FILING_IDS.emailAddress}" name="${postName(FILING_IDS.emailAddress)}" maxlength="50" />
${submit(FILING_IDS.emailConfirmation, 'Email Confirmation')}</div>`,
      rec.applicationId,
    );
  }

  app.get('/GenNIV/General/ESign/Complete_Done.aspx', (req, res) => {
    const ctx2 = open(req, res, FILING_PATHS.done);
    if (!ctx2) return;
    res.type('html').send(donePage(ctx2.rec, ctx2.answers, '', ''));
  });

  app.post('/GenNIV/General/ESign/Complete_Done.aspx', (req, res) => {
    const ctx2 = open(req, res, FILING_PATHS.done);
    if (!ctx2) return;
    const body = req.body as Record<string, unknown>;
    if (clicked(body, FILING_IDS.printApplication))
      return void res.redirect(303, FILING_PATHS.printApplication);
    if (clicked(body, FILING_IDS.printConfirmation))
      return void res.redirect(303, FILING_PATHS.printConfirmation);
    if (clicked(body, FILING_IDS.emailConfirmation)) {
      const address = field(body, FILING_IDS.emailAddress).trim();
      if (!EMAIL_PATTERN.test(address))
        return void res.type('html').send(donePage(ctx2.rec, ctx2.answers, '', SIGN_MESSAGES.emailInvalid));
      const updated = store.update(ctx2.rec.applicationId, (r) => {
        r.emails = [...(r.emails ?? []), address];
      });
      return void res.type('html').send(donePage(updated, ctx2.answers, SIGN_MESSAGES.emailSent, ''));
    }
    res.redirect(303, FILING_PATHS.done);
  });

  app.get('/GenNIV/General/ESign/Barcode.ashx', (req, res) => {
    const found = ctx.requireApplication(req, res);
    if (!found) return;
    res.type('png').send(solidPng(100, 20, 30));
  });

  app.get(FILING_PATHS.printConfirmation, (req, res) => {
    const ctx2 = open(req, res, FILING_PATHS.done);
    if (!ctx2) return;
    const f = confirmationFacts(ctx2.rec, ctx2.answers);
    res.type('html').send(
      layout(
        'Nonimmigrant Visa - Print Confirmation',
        `<h2>DS-160 Confirmation</h2><span id="${FILING_IDS.confirmationNumber}">${escapeHtml(ctx2.rec.confirmationNumber ?? '')}</span>
<p>${escapeHtml(f.name)} · ${escapeHtml(f.birthDate)} · ${escapeHtml(f.passport)} · ${escapeHtml(f.visaClass)} · ${escapeHtml(f.post)} · ${escapeHtml(f.submitted)}</p>`,
        ctx2.rec.applicationId,
      ),
    );
  });

  app.get(FILING_PATHS.printApplication, (req, res) => {
    const ctx2 = open(req, res, FILING_PATHS.done);
    if (!ctx2) return;
    const { rec, answers } = ctx2;
    const sections = applicablePages(answers)
      .map((p) => {
        const rows = describePage(p, rec.pages[p.node]?.values ?? {}, answers)
          .map((r) => `<tr><th>${escapeHtml(r.label)}</th><td>${escapeHtml(r.value)}</td></tr>`)
          .join('');
        return `<h3>${escapeHtml(p.caption)}</h3><table>${rows}</table>`;
      })
      .join('\n');
    res
      .type('html')
      .send(
        layout(
          'Nonimmigrant Visa - Print Application',
          `<h2>DS-160 Application ${escapeHtml(rec.applicationId)}</h2>${sections}`,
          rec.applicationId,
        ),
      );
  });
}
