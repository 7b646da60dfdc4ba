import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { ConfirmDialog, formatMoney } from '@portico/ui';
import { DEACTIVATE_COUPON } from '../graphql/mutations/deactivate-coupon';
import { ADMIN_COUPONS, type AdminCoupon } from '../graphql/queries/admin-coupons';
import { useAdminList } from '../hooks/use-admin-list';
import { useAdminNotices } from '../hooks/use-admin-notices';
import { COUPON_CURRENCY } from '../utils/coupon-schema';
import {
  amountOffValue,
  deactivateMessage,
  deactivateOf,
  messages,
  percentOffValue,
  redemptionsNoLimit,
  redemptionsOf,
} from '../utils/messages';
import { AdminList } from './admin-list';
import { CouponForm } from './coupon-form';

/** The coupons, newest first, with the form that creates one; active ones can be deactivated. */
export function CouponsPanel() {
  const intl = useIntl();
  const notices = useAdminNotices();
  const list = useAdminList();
  const [deactivating, setDeactivating] = useState<AdminCoupon | null>(null);
  const query = useQuery(ADMIN_COUPONS, {
    variables: { limit: list.variables.limit, offset: list.variables.offset },
    fetchPolicy: 'cache-and-network',
  });
  // The shown page stays while the next one (another search, filter or page) loads.
  const page = (query.data ?? query.previousData)?.adminCoupons;
  const [deactivate] = useMutation(DEACTIVATE_COUPON, { refetchQueries: [ADMIN_COUPONS] });
  const discount = (coupon: AdminCoupon) =>
    coupon.kind === 'PERCENT'
      ? intl.formatMessage(percentOffValue, { percent: coupon.percentOff })
      : intl.formatMessage(amountOffValue, {
          amount: formatMoney(intl, coupon.amountOffMinor ?? 0, coupon.currency ?? COUPON_CURRENCY),
        });

  const confirmDeactivate = async () => {
    const coupon = deactivating;
    setDeactivating(null);
    if (coupon)
      await notices.run(
        () => deactivate({ variables: { code: coupon.code } }),
        intl.formatMessage(messages.deactivated),
      );
  };

  return (
    <>
      <AdminList
        id="admin-coupons"
        title={intl.formatMessage(messages.couponsTitle)}
        control={list}
        query={query}
        list={page}
        emptyText={intl.formatMessage(messages.couponsEmpty)}
        columns={[
          intl.formatMessage(messages.columnCode),
          intl.formatMessage(messages.columnDiscount),
          intl.formatMessage(messages.columnExpires),
          intl.formatMessage(messages.columnRedemptions),
          intl.formatMessage(messages.columnState),
          intl.formatMessage(messages.columnActions),
        ]}
      >
        {page?.items.map((coupon) => (
          <tr key={coupon.code} data-testid="admin-coupon-row">
            <th scope="row">
              <code>{coupon.code}</code>
            </th>
            <td>{discount(coupon)}</td>
            <td>
              {coupon.expiresAt ? (
                <FormattedDate value={coupon.expiresAt} dateStyle="medium" />
              ) : (
                intl.formatMessage(messages.never)
              )}
            </td>
            <td>
              {coupon.maxRedemptions === null
                ? intl.formatMessage(redemptionsNoLimit, { used: coupon.redemptions })
                : intl.formatMessage(redemptionsOf, { used: coupon.redemptions, max: coupon.maxRedemptions })}
            </td>
            <td>
              <span className="ui-badge" data-state={coupon.state}>
                {intl.formatMessage(messages[`coupon${coupon.state}`])}
              </span>
            </td>
            <td>
              {coupon.state !== 'DISABLED' && (
                <button
                  type="button"
                  className="ui-button ui-button--danger"
                  aria-label={intl.formatMessage(deactivateOf, { code: coupon.code })}
                  onClick={() => setDeactivating(coupon)}
                >
                  {intl.formatMessage(messages.deactivate)}
                </button>
              )}
            </td>
          </tr>
        ))}
      </AdminList>
      <CouponForm />
      {deactivating && (
        <ConfirmDialog
          title={intl.formatMessage(messages.deactivateTitle)}
          message={intl.formatMessage(deactivateMessage, { code: deactivating.code })}
          confirmLabel={intl.formatMessage(messages.deactivate)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={confirmDeactivate}
          onCancel={() => setDeactivating(null)}
          danger
        />
      )}
    </>
  );
}
