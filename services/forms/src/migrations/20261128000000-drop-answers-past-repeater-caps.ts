import { Migration } from '@mikro-orm/migrations';
import { DS160_SECTIONS, repeaterCap } from '@portico/shared-types';

/**
 * Before saves were bounded (docs/adr/0033) an answer could be stored at any item index
 * (`otherNames.100000.surname`), and every read of its form built that many items. Those rows can
 * never be filed (CEAC numbers items ctl00..ctl99, and the definition caps each repeater lower),
 * were never reachable from the screens, and are dropped here; their forms get a new version so no
 * replica keeps serving them from its cache. Reads also skip such rows (`toSectionAnswers`). The
 * forms' listed status and progress are left as they were until their next save recomputes them.
 */
export class Migration20261128000000DropAnswersPastRepeaterCaps extends Migration {
  override async up(): Promise<void> {
    const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
    const caps = DS160_SECTIONS.flatMap((section) =>
      section.fields
        .filter((field) => field.type === 'repeater')
        .map(
          (field) =>
            `(${literal(section.key)}, ${literal(`${field.key}.`)}, ${repeaterCap(section.key, field.key)})`,
        ),
    );
    // The item index: the path's part right after the repeater's key.
    const index = `split_part(substr(a.path, length(c.prefix) + 1), '.', 1)`;
    this.addSql(`with caps(section, prefix, cap) as (values ${caps.join(', ')}),
      gone as (
        delete from "forms"."form_answer" a using caps c
         where a.section = c.section and starts_with(a.path, c.prefix) and ${index} ~ '^[0-9]+$'
           and (length(${index}) > 3 or ${index}::int >= c.cap)
        returning a.form_id)
      update "forms"."form" f set version = f.version + 1, updated_at = now()
       where f.id in (select form_id from gone);`);
  }

  override async down(): Promise<void> {
    // The rows dropped were never reachable; nothing to put back.
  }
}
