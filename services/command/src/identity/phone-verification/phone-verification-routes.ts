import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { safeText } from '@usher/domain/validation/safe-text';
import { GetPhoneReplies, PostSendPhoneVerificationReplies, PostSubmitPhoneVerificationReplies } from '@usher/domain/contract/phone-verification';
import type { ServiceContext } from '@usher/infra/context';
import { phoneStatus, sendPhoneVerification, submitPhoneVerification } from './phone-verification.ts';

const SendBody = z.object({ phone_number: safeText({ max: 40 }).nullish().describe('The number to prove; without a leading + it is read as a US number.') });
const SubmitBody = z.object({ code: safeText({ max: 20 }).nullish().describe('The six digits from the text message.') });

/** Spec section 7: proving a phone number with a code sent by text message (issue 18). */
export function phoneVerificationRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];

    app.get(
      '/api/auth/phone',
      { config: { need: 'signed_in' }, schema: { tags, summary: "The signed-in account's proved phone number", response: GetPhoneReplies } },
      async (request) => {
        const { user } = request;
        return { data: await phoneStatus(context, user) };
      },
    );

    app.post(
      '/api/auth/send-phone-verification',
      {
        config: { need: 'signed_in' },
        schema: { body: SendBody, tags, summary: 'Texts a six-digit code to the number', response: PostSendPhoneVerificationReplies },
      },
      async (request, reply) => {
        const { user } = request;
        return reply.code(202).send({ data: await sendPhoneVerification(context, user, request.body.phone_number, { ip: request.ip ?? null }) });
      },
    );

    app.post(
      '/api/auth/submit-phone-verification',
      {
        config: { need: 'signed_in' },
        schema: { body: SubmitBody, tags, summary: 'Proves the number with the code from the text message', response: PostSubmitPhoneVerificationReplies },
      },
      async (request) => {
        const { user } = request;
        return { data: await submitPhoneVerification(context, user, request.body.code, request.metadata) };
      },
    );
  };
}
