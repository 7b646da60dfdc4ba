import { readFileSync } from 'node:fs';
import {
  buildASTSchema,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  parse,
} from 'graphql';
import {
  currentReference,
  REFERENCE_FILE,
  renderApiReference,
  SUPERGRAPH_FILE,
} from '../scripts/api-reference';

describe('docs/api/reference.md', () => {
  it('matches the committed gateway/supergraph.graphql (run `npm run compose -w gateway` after a schema change)', () => {
    expect(readFileSync(REFERENCE_FILE, 'utf8')).toBe(currentReference());
  });

  it('lists every operation, type, field and argument of the API schema, and nothing of federation', () => {
    const reference = currentReference();
    const schema = buildASTSchema(parse(readFileSync(SUPERGRAPH_FILE, 'utf8')), { assumeValidSDL: true });
    const roots = [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
      ['subscription', schema.getSubscriptionType()],
    ] as const;
    for (const [kind, root] of roots) {
      for (const field of Object.values(root!.getFields())) {
        const section = reference
          .split(`<a id="${kind}-${field.name.toLowerCase()}"></a>`)[1]
          ?.split('<a id=')[0];
        expect(section).toContain(`### \`${field.name}\``);
        for (const arg of field.args) expect(section).toContain(`| \`${arg.name}\` | `);
      }
    }
    for (const type of Object.values(schema.getTypeMap())) {
      if (/^(__|join__|link__)/.test(type.name) || isSpecifiedScalarType(type)) continue;
      if (roots.some(([, root]) => root === type)) continue;
      const section = reference.split(`<a id="type-${type.name.toLowerCase()}"></a>`)[1]?.split('<a id=')[0];
      expect(section).toContain(`### \`${type.name}\``);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields()))
          expect(section).toContain(`| \`${field.name}\` | `);
      }
    }
    expect(reference).not.toMatch(/join__|link__|@join/);
  });

  it("lists the platform administrators' operations in a section of their own, apart from the partners'", () => {
    const reference = currentReference();
    const [partners, rest] = reference.split('\n## Platform administration\n');
    const admin = rest.split('\n## Types\n')[0];
    const named = (text: string) => [...text.matchAll(/^#{3,4} `(\w+)`$/gm)].map((m) => m[1]).sort();
    expect(named(admin)).toEqual([
      'adminCoupons',
      'adminOrders',
      'adminUsers',
      'adminWorkspaces',
      'createCoupon',
      'deactivateCoupon',
      'refundOrder',
    ]);
    expect(named(partners)).not.toEqual(expect.arrayContaining(['adminUsers']));
    expect(named(partners).filter((name) => named(admin).includes(name))).toEqual([]);
    expect(named(partners)).toContain('order');
  });
});

describe('renderApiReference', () => {
  const sdl = `
    directive @join__type(graph: join__Graph!) repeatable on OBJECT
    directive @inaccessible on FIELD_DEFINITION | OBJECT | ARGUMENT_DEFINITION
    enum join__Graph { A }
    scalar link__Import
    """Root queries."""
    type Query @join__type(graph: A) {
      """A form by id."""
      form("""The form's id.""" id: ID!, """Up to this many.""" limit: Int! = 20): Form!
      hidden: Secret @inaccessible
      old: String @deprecated(reason: "Use form.")
    }
    type Mutation { rename(input: RenameInput!): Form! }
    """One DS-160 form."""
    type Form { id: ID!, status: Status!, tags(first: Int = 3): [String!]! }
    type Secret @inaccessible { value: String }
    input RenameInput { """New name (1-100 characters).""" name: String! }
    enum Status { """Being filled in.""" DRAFT DONE }
  `;
  const reference = renderApiReference(sdl);

  it('documents operations with their arguments, defaults and descriptions, and links types', () => {
    expect(reference).toContain('### `form`\n\nA form by id.\n\nReturns [`Form!`](#type-form).');
    expect(reference).toContain("| `id` | `ID!` |  | The form's id. |");
    expect(reference).toContain('| `limit` | `Int!` | `20` | Up to this many. |');
    expect(reference).toContain('**Deprecated:** Use form.');
    expect(reference).toContain('| `input` | [`RenameInput!`](#type-renameinput) |  |  |');
    expect(reference).toContain('## Subscriptions\n\nNone.');
  });

  it('documents types, fields, field arguments, input fields and enum values', () => {
    expect(reference).toContain('### `Form` (object)\n\nOne DS-160 form.');
    expect(reference).toContain('| `tags` | `[String!]!` | `first`: `Int` = `3` |  |');
    expect(reference).toContain('| `name` | `String!` |  | New name (1-100 characters). |');
    expect(reference).toContain('| `DRAFT` | Being filled in. |');
  });

  it('leaves out federation machinery and anything @inaccessible', () => {
    expect(reference).not.toMatch(/join__|link__|hidden|Secret/);
  });
});
