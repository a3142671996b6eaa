import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { verifyCodes } from '../../db/schema';
import { ok, responses } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { TestChannel } from '../../security/test-channel';

const tags = ['test'];
const CodeSchema = Type.Object({ code: Type.String() });

/**
 * PM_TEST_CHANNEL=1 only (production refuses to start with it): the last captcha or SMS code issued, so tests can
 * sign in. Without the flag these routes are not registered at all.
 */
export const testChannelRoutes: FastifyPluginAsyncTypebox<{ channel: TestChannel }> = async (
  app,
  { channel },
) => {
  const testOnly = { access: { audience: 'public' as const } };

  app.get(
    '/__test__/captcha/:captchaId',
    {
      schema: {
        tags,
        summary: 'Test only: the answer of a captcha',
        params: Type.Object({ captchaId: Type.String() }),
        response: responses(CodeSchema),
      },
      config: testOnly,
    },
    async (request) => {
      const code = channel.captcha(request.params.captchaId);
      if (code === undefined) throw notFound(request.t('testChannel.noCaptcha'));
      return ok({ code });
    },
  );

  app.get(
    '/__test__/sms/:mobile',
    {
      schema: {
        tags,
        summary: 'Test only: the last SMS code sent to a mobile',
        params: Type.Object({ mobile: Type.String() }),
        response: responses(CodeSchema),
      },
      config: testOnly,
    },
    async (request) => {
      const code = channel.sms(request.params.mobile);
      if (code === undefined) throw notFound(request.t('testChannel.noSms'));
      return ok({ code });
    },
  );

  app.post(
    '/__test__/sms/:mobile/forget',
    {
      schema: {
        tags,
        summary:
          'Test only: forgets the SMS codes sent to a mobile, so the next send is not refused by the one-a-minute rule (browser tests sign in as one beneficiary many times)',
        params: Type.Object({ mobile: Type.String({ maxLength: 20 }) }),
        response: responses(Type.Null()),
      },
      config: testOnly,
    },
    async (request) => {
      await app.db
        .delete(verifyCodes)
        .where(
          and(
            eq(verifyCodes.target, request.params.mobile),
            inArray(verifyCodes.purpose, ['sms_staff', 'sms_client']),
          ),
        );
      return ok(null);
    },
  );
};
