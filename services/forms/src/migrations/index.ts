import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123000000CreateForm } from './20261123000000-create-form';
import { Migration20261123100000AnswersAndTransitions } from './20261123100000-answers-and-transitions';
import { Migration20261123200000OriginalsAndReview } from './20261123200000-originals-and-review';
import { Migration20261124300000FormPhoto } from './20261124300000-form-photo';
import { Migration20261127000000RoomForHotUpdates } from './20261127000000-room-for-hot-updates';
import { Migration20261128000000DropAnswersPastRepeaterCaps } from './20261128000000-drop-answers-past-repeater-caps';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261123000000CreateForm', class: Migration20261123000000CreateForm },
  {
    name: 'Migration20261123100000AnswersAndTransitions',
    class: Migration20261123100000AnswersAndTransitions,
  },
  { name: 'Migration20261123200000OriginalsAndReview', class: Migration20261123200000OriginalsAndReview },
  { name: 'Migration20261124300000FormPhoto', class: Migration20261124300000FormPhoto },
  { name: 'Migration20261127000000RoomForHotUpdates', class: Migration20261127000000RoomForHotUpdates },
  {
    name: 'Migration20261128000000DropAnswersPastRepeaterCaps',
    class: Migration20261128000000DropAnswersPastRepeaterCaps,
  },
];
