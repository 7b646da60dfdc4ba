import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Resolver,
  Root,
} from 'type-graphql';
import type { SubgraphContext } from '@portico/service-kit';
import { FormIdInput } from '../form/dtos/create-form.input';
import { FormOutput, toFormOutput } from '../form/dtos/form.output';
import { PhotoService, type StoredPhoto } from './photo.service';

const photos = new PhotoService();

@ObjectType('FormPhoto', {
  simpleResolvers: true,
  description: "The applicant's DS-160 photo attached to a form (docs/adr/0023).",
})
export class FormPhotoOutput {
  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  /** Size of the stored JPEG in bytes. */
  @Field(() => Int)
  bytes!: number;

  @Field(() => Date)
  uploadedAt!: Date;

  @Field(() => [String], {
    description:
      'What was changed to make the photo compliant: CONVERTED_TO_JPEG, ROTATED, CROPPED_TO_SQUARE, RESIZED, CONVERTED_TO_SRGB, ALPHA_REMOVED, RECOMPRESSED, METADATA_REMOVED (camera data in the file, such as EXIF, a GPS position, XMP, IPTC, an ICC profile or comments, was not kept). Empty when it was stored as uploaded.',
  })
  adjustments!: string[];

  formId!: string;
  jpeg?: Buffer;
}

@InputType('SetFormPhotoInput')
export class SetFormPhotoInput {
  @Field(() => ID)
  formId!: string;

  @Field(() => String, {
    description: 'The JPEG or PNG file, base64 (a data: URL prefix is allowed), at most 10 MB decoded.',
  })
  image!: string;
}

const toOutput = (formId: string, photo: StoredPhoto): FormPhotoOutput =>
  Object.assign(new FormPhotoOutput(), { ...photo, formId });

@Resolver(() => FormPhotoOutput)
export class FormPhotoResolver {
  @FieldResolver(() => String, {
    description: 'The stored JPEG as a data: URL, for the editor to show (never cached publicly).',
  })
  async dataUrl(@Ctx() ctx: SubgraphContext, @Root() photo: FormPhotoOutput): Promise<string> {
    const jpeg = photo.jpeg ?? (await photos.of(ctx, photo.formId, true))?.jpeg;
    return jpeg ? `data:image/jpeg;base64,${jpeg.toString('base64')}` : '';
  }
}

/** `Form.photo`, `setFormPhoto`, `removeFormPhoto`. */
@Resolver(() => FormOutput)
export class PhotoResolver {
  @FieldResolver(() => FormPhotoOutput, {
    nullable: true,
    description: "The applicant's photo for CEAC's photo step; null when none was uploaded.",
  })
  async photo(@Ctx() ctx: SubgraphContext, @Root() form: FormOutput): Promise<FormPhotoOutput | null> {
    const photo = await photos.of(ctx, form.id, false);
    return photo ? toOutput(form.id, photo) : null;
  }

  @Mutation(() => FormOutput, {
    description:
      "Attaches the applicant's photo: checked against the DS-160 photo rules, made compliant when it can be (see FormPhoto.adjustments), refused naming the rule when it cannot (nothing stored).",
  })
  async setFormPhoto(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => SetFormPhotoInput) input: SetFormPhotoInput,
  ): Promise<FormOutput> {
    const { form } = await photos.set(ctx, input.formId, input.image);
    return toFormOutput(form);
  }

  @Mutation(() => FormOutput, { description: "Removes the applicant's photo from a form." })
  async removeFormPhoto(
    @Ctx() ctx: SubgraphContext,
    @Arg('input', () => FormIdInput) input: FormIdInput,
  ): Promise<FormOutput> {
    return toFormOutput(await photos.remove(ctx, input.id));
  }
}
