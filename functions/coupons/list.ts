import { config } from '../../lib/config.js';
import { listCoupons } from '../../lib/coupons/coupons.service.js';
import { couponView } from '../../lib/coupons/coupon.domain.js';
import { cursorPagingQuerySchema } from '../../lib/domain/paging.js';
import { cursorPaging, nextCursor } from '../../lib/http/cursor.js';
import { pageOf } from '../../lib/domain/paging.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';
import { couponRoutes } from '../../lib/coupons/coupons.routes.js';

export const handler = endpoint(couponRoutes.list, async ({ principal, query }) => {
  const scope = { merchantId: principal.merchantId, list: 'coupons' };
  const paging = cursorPaging(scope, parseQuery(cursorPagingQuerySchema, query));
  const { coupons, total, next } = await listCoupons(principal.merchantId, paging);
  const { businessTimeZone } = config();
  const now = new Date();
  return ok(
    pageOf(
      coupons.map((coupon) => couponView(coupon, businessTimeZone, now)),
      paging,
      total,
      nextCursor(scope, next),
    ),
  );
});
