import { config } from '../../lib/config.js';
import { listCoupons } from '../../lib/db/coupons.js';
import { couponView } from '../../lib/domain/coupon.js';
import { pageOf, pagingQuerySchema } from '../../lib/domain/paging.js';
import { endpoint } from '../../lib/http/api.js';
import { ok } from '../../lib/http/responses.js';
import { parseQuery } from '../../lib/http/validation.js';

export const handler = endpoint('GET /v1/coupons', async ({ principal, query }) => {
  const paging = parseQuery(pagingQuerySchema, query);
  const { coupons, total } = await listCoupons(principal.merchantId, paging);
  const { businessTimeZone } = config();
  return ok(
    pageOf(
      coupons.map((coupon) => couponView(coupon, businessTimeZone)),
      paging,
      total,
    ),
  );
});
