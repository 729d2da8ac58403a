import { config } from '../../lib/config.js';
import { createCoupon } from '../../lib/db/coupons.js';
import { createCouponSchema } from '../../lib/domain/coupon.js';
import { parseBody } from '../../lib/http/validation.js';
import { RUN, type Recipe } from './shared.js';

const couponSchema = () => createCouponSchema(config().businessTimeZone);

export const coupons: Recipe = {
  resource: 'coupons',
  entity: 'COUPON',
  createBody: (seq) => {
    const code = `BENCH${RUN}X${seq}`;
    const percentage = seq % 2 === 0;
    return {
      unique: code,
      body: {
        code: code.toLowerCase(),
        type: percentage ? 'PERCENTAGE' : 'FIXED_AMOUNT',
        value: percentage ? 5 + (seq % 40) : 500 + (seq % 5000),
        max_uses: seq % 3 === 0 ? null : 100 + (seq % 900),
        starts_at: '2026-01-01',
        expires_at: '2027-12-31T23:59:59',
      },
    };
  },
  updateBody: (seq) => ({ value: 10 + (seq % 50), max_uses: 1000, expires_at: '2028-06-30' }),
  create: (merchantId, body) => createCoupon(merchantId, parseBody(couponSchema(), body)),
  growthQueries: () => [],
};
