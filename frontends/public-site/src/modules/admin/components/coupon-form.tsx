import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { useFormik, type FormikProps } from 'formik';
import { apiError } from '../../account/utils/api-error';
import { CREATE_COUPON } from '../graphql/mutations/create-coupon';
import { ADMIN_COUPONS } from '../graphql/queries/admin-coupons';
import { useAdminNotices } from '../hooks/use-admin-notices';
import { EMPTY_COUPON, couponSchema, toCouponInput, today, type CouponValues } from '../utils/coupon-schema';
import { messages } from '../utils/messages';

/** Which form field a refusal of createCoupon names (its `extensions.field`). */
const FIELD_OF: Record<string, keyof CouponValues> = {
  code: 'code',
  percentOff: 'percentOff',
  amountOffMinor: 'amountOff',
  expiresAt: 'expiresOn',
  maxRedemptions: 'maxRedemptions',
};

interface FieldProps {
  formik: FormikProps<CouponValues>;
  name: keyof CouponValues;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: 'numeric' | 'decimal';
  min?: string;
}

/** A labelled input of the coupon form with its hint and, once touched, its error. */
function CouponField({ formik, name, label, hint, type = 'text', inputMode, min }: FieldProps) {
  const id = `coupon-${name}`;
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="ui-hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="ui-input"
        type={type}
        inputMode={inputMode}
        min={min}
        {...formik.getFieldProps(name)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={`${id}-error`} className="ui-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Creates a coupon: code, percentage or fixed amount, optional expiry and maximum redemptions. */
export function CouponForm() {
  const intl = useIntl();
  const notices = useAdminNotices();
  const [refused, setRefused] = useState<string | null>(null);
  const [createCoupon] = useMutation(CREATE_COUPON, { refetchQueries: [ADMIN_COUPONS] });
  const schema = useMemo(() => couponSchema(intl), [intl]);
  const formik = useFormik<CouponValues>({
    initialValues: EMPTY_COUPON,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setRefused(null);
      try {
        await createCoupon({ variables: { input: toCouponInput(values) } });
        helpers.resetForm();
        notices.done(intl.formatMessage(messages.couponCreated));
      } catch (error) {
        const { code, field } = apiError(error);
        if (code === 'CONFLICT') helpers.setFieldError('code', intl.formatMessage(messages.codeTaken));
        else if (code === 'BAD_USER_INPUT' && field && FIELD_OF[field])
          helpers.setFieldError(FIELD_OF[field], intl.formatMessage(messages.couponRefused));
        else if (code) setRefused(intl.formatMessage(messages.couponRefused));
        else notices.failed();
      }
    },
  });
  const { kind } = formik.values;

  return (
    <section className="ui-section" aria-labelledby="coupon-form-title">
      <h3 id="coupon-form-title">{intl.formatMessage(messages.newCoupon)}</h3>
      <form className="ui-form" onSubmit={formik.handleSubmit} noValidate>
        <CouponField
          formik={formik}
          name="code"
          label={intl.formatMessage(messages.code)}
          hint={intl.formatMessage(messages.codeHint)}
        />
        <fieldset className="ui-field">
          <legend>{intl.formatMessage(messages.kind)}</legend>
          {(['PERCENT', 'FIXED'] as const).map((value) => (
            <label key={value} style={{ display: 'block' }}>
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => void formik.setFieldValue('kind', value)}
              />{' '}
              {intl.formatMessage(value === 'PERCENT' ? messages.percent : messages.fixed)}
            </label>
          ))}
        </fieldset>
        {kind === 'PERCENT' ? (
          <CouponField
            formik={formik}
            name="percentOff"
            label={intl.formatMessage(messages.percentOff)}
            inputMode="numeric"
          />
        ) : (
          <CouponField
            formik={formik}
            name="amountOff"
            label={intl.formatMessage(messages.amountOff)}
            inputMode="decimal"
          />
        )}
        <CouponField
          formik={formik}
          name="expiresOn"
          type="date"
          min={today()}
          label={intl.formatMessage(messages.expiresAt)}
          hint={intl.formatMessage(messages.expiresHint)}
        />
        <CouponField
          formik={formik}
          name="maxRedemptions"
          label={intl.formatMessage(messages.maxRedemptions)}
          inputMode="numeric"
        />
        {refused && (
          <p className="ui-form-error" role="alert">
            {refused}
          </p>
        )}
        <div>
          <button type="submit" className="ui-button" disabled={formik.isSubmitting}>
            {intl.formatMessage(messages.createCoupon)}
          </button>
        </div>
      </form>
    </section>
  );
}
