/**
 * What an operation costs to answer, counted with the real sizes of its lists (ADR 0032).
 *
 * graphql-armor's cost limit counted fields: fifteen aliases of `forms(limit: 100) { items {
 * sections { answers } } }` passed it, and held forms for seconds. Here, with graphql-query-complexity,
 * a field costs 1 plus, for what it selects, the number of items its list can hold times their cost:
 * a paginated field by its `limit` (or its default) up to the page size every subgraph enforces
 * (MAX_PAGE_SIZE: a bigger one is BAD_USER_INPUT there), a fixed list by its real size (a form's
 * DS-160 sections). LIST_SIZES is the one table of those sizes; a test fails when a list field of the
 * supergraph has no entry, and another runs every document the frontends send against the budget.
 */
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  visit,
  GraphQLError,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE } from '@portico/service-kit';
import { CROSS_FIELD_RULES, DS160_SECTIONS } from '@portico/shared-types';

/** How many items a list field answers at most. */
export type ListSize =
  /** Paginated: the argument's value (or default), capped at `max`, times `times` (default 1). */
  | { slicedBy: string; max: number; times?: (schema: GraphQLSchema) => number }
  /** A list whose length the data sets, at most this. */
  | { size: number; why: string };

const page = (slicedBy = 'limit'): ListSize => ({ slicedBy, max: MAX_PAGE_SIZE });
/** The items of a page: already counted by the paginated field that answered the page. */
const ITEMS: ListSize = { size: 1, why: 'counted by the paginated field that answers the page' };
const QUESTIONS = DS160_SECTIONS.flatMap((section) => section.fields);
const TEXT_QUESTIONS = QUESTIONS.filter((field) => field.type === 'text' || field.type === 'textarea');
const WARNING_RULES = CROSS_FIELD_RULES.filter((rule) => rule.severity === 'warning').length;

/** Every list field of the supergraph (and every paginated field), by `Type.field`. */
export const LIST_SIZES: Record<string, ListSize> = {
  'Query.forms': page(),
  'Query.adminCoupons': page(),
  'Query.adminOrders': page(),
  'Query.adminUsers': page(),
  'Query.adminWorkspaces': page(),
  'Query.apiKeys': page(),
  'Query.catalog': page(),
  'Query.clientLinks': page(),
  'Query.formSubmissions': page(),
  'Query.purchases': page(),
  'Query.submissions': page(),
  'Query.workspaceInvitations': page(),
  'Query.workspaceMembers': page(),
  'Query.workspaces': page(),
  'Query.creators': { size: MAX_PAGE_SIZE, why: 'one per author id asked; identity refuses more than 100' },
  'Form.transitions': page(),
  'Submission.steps': page(),
  // One column per form status, each with up to `perColumn` cards.
  'Query.dashboard': {
    slicedBy: 'perColumn',
    max: MAX_PAGE_SIZE,
    times: (schema) => {
      const status = schema.getType('FormStatus');
      return isEnumType(status) ? status.getValues().length : 1;
    },
  },
  'DashboardColumn.items': ITEMS,
  'AdminUserPage.items': ITEMS,
  'AdminWorkspacePage.items': ITEMS,
  'ApiKeyPage.items': ITEMS,
  'ClientLinkPage.items': ITEMS,
  'CouponPage.items': ITEMS,
  'FormPage.items': ITEMS,
  'FormTransitionPage.items': ITEMS,
  'InvitationPage.items': ITEMS,
  'MemberPage.items': ITEMS,
  'OrderPage.items': ITEMS,
  'ProductPage.items': ITEMS,
  'SubmissionPage.items': ITEMS,
  'SubmissionStepPage.items': ITEMS,
  'WorkspacePage.items': ITEMS,
  'Form.sections': { size: DS160_SECTIONS.length, why: 'the DS-160 sections' },
  'Form.notInEnglish': { size: TEXT_QUESTIONS.length, why: 'one per text question of the DS-160 at most' },
  'Form.warnings': { size: WARNING_RULES, why: 'one per warning rule of the DS-160 at most' },
  'FormSection.warnings': { size: WARNING_RULES, why: 'one per warning rule of the DS-160 at most' },
  // One review per answered question: over a form's sections together, at most one per question.
  'FormSection.reviews': {
    size: Math.ceil(QUESTIONS.length / DS160_SECTIONS.length),
    why: 'the questions of an average section (all sections together: one per question)',
  },
  // One per shown question left to answer: over a form's sections together, about one per question.
  'FormSection.missing': {
    size: Math.ceil(QUESTIONS.length / DS160_SECTIONS.length),
    why: 'the questions of an average section (all sections together: one per question)',
  },
  'Submission.errors': { size: QUESTIONS.length, why: 'at most one per question CEAC checks' },
  'Submission.errorParams': { size: 4, why: 'the placeholders of one error message' },
  'SubmissionStep.params': { size: 4, why: 'the placeholders of one step message' },
  'Submission.signatureEvidence': {
    size: 10,
    why: 'the newest hand-offs of the sign page the service answers (docs/adr/0042)',
  },
  'SignatureEvidence.inputs': {
    size: 150,
    why: 'relayed input events one hand-off keeps at most (docs/adr/0042)',
  },
  'SaveAnswersResult.applied': {
    size: 1,
    why: 'echoes the request’s own changes: its size is the request’s',
  },
  'SaveAnswersResult.conflicts': { size: 1, why: 'echoes the request’s own changes' },
  'SaveAnswersResult.invalid': { size: 1, why: 'echoes the request’s own changes' },
};

interface Tally {
  /** True when a list size came from a variable: the cost is this request's, not the document's. */
  variable: boolean;
}

function sizeOf(entry: ListSize, args: Record<string, unknown>, schema: GraphQLSchema): number {
  if ('size' in entry) return entry.size;
  const asked = Number(args[entry.slicedBy]);
  // Past the maximum, or not a page size at all, the subgraph refuses it: cost it at the maximum.
  const size = Number.isInteger(asked) && asked >= 0 && asked <= entry.max ? asked : entry.max;
  return size * (entry.times?.(schema) ?? 1);
}

function listSizeEstimator(schema: GraphQLSchema): ComplexityEstimator {
  return ({ type, field, node, args, childComplexity, context }) => {
    const entry = LIST_SIZES[`${type.name}.${field.name}`];
    if (!entry) return 1 + childComplexity;
    if ('slicedBy' in entry) {
      const argument = node.arguments?.find((arg) => arg.name.value === entry.slicedBy);
      if (argument?.value.kind === Kind.VARIABLE) (context as Tally).variable = true;
    }
    return 1 + sizeOf(entry, args, schema) * childComplexity;
  };
}

/** Costs of documents whose list sizes are written in the document: the same whatever the variables. */
const fixedCosts = new WeakMap<DocumentNode, Map<string, number>>();

/** The cost of one operation of `document` with these variables (see the file's comment). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  const key = operationName ?? '';
  const fixed = fixedCosts.get(document)?.get(key);
  if (fixed !== undefined) return fixed;
  const tally: Tally = { variable: false };
  const cost = getComplexity({
    schema,
    query: document,
    operationName: operationName ?? undefined,
    variables: variables ?? {},
    estimators: [listSizeEstimator(schema)],
    context: tally,
  });
  if (!tally.variable && !conditionalOnVariables(document)) {
    let costs = fixedCosts.get(document);
    if (!costs) fixedCosts.set(document, (costs = new Map()));
    costs.set(key, cost);
  }
  return cost;
}

/** True when an @skip or @include takes a variable: which selections count depends on it. */
function conditionalOnVariables(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (
        (node.name.value === 'skip' || node.name.value === 'include') &&
        node.arguments?.some((arg) => arg.value.kind === Kind.VARIABLE)
      )
        found = true;
    },
  });
  return found;
}

/** The list fields of a schema (lists of objects, and paginated fields): each must be in LIST_SIZES. */
export function listFieldsOf(schema: GraphQLSchema): string[] {
  const fields: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const list = isListType(getNullableType(field.type));
      const ofObjects = isCompositeType(getNamedType(field.type));
      const paginated = field.args.some((arg) => ['limit', 'first', 'perColumn'].includes(arg.name));
      if ((list && ofObjects) || paginated) fields.push(`${type.name}.${field.name}`);
    }
  }
  return fields.sort();
}

/**
 * The error for an operation over `maxCost`, or null when it is within (or its variables do not fit
 * it: execution then answers that). Outside production the message gives the figures.
 */
export function costRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  options: { maxCost: number; exposeLimits: boolean },
): GraphQLError | null {
  let cost: number;
  try {
    cost = operationCost(schema, document, operationName, variables);
  } catch (error) {
    // A document that spreads fragments into more nodes than anyone reads (a fragment bomb).
    if (!/maximum allowed number of nodes/.test((error as Error).message)) return null;
    cost = Infinity;
  }
  if (cost <= options.maxCost) return null;
  const figures =
    options.exposeLimits && Number.isFinite(cost)
      ? ` Its cost is ${cost}; the limit is ${options.maxCost}.`
      : '';
  return new GraphQLError(`Query is too expensive.${figures}`, {
    extensions: { code: 'QUERY_LIMIT_EXCEEDED' },
  });
}
