import { latestVerificationMail } from '@usher/infra/testing/mail-outbox';
import type { ProductServer } from './product-server.ts';

/** The code of the latest verification mail to an address in the product's outbox folder (waits a little for it). */
export async function verificationCodeFor(server: ProductServer, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return (await latestVerificationMail(server.mailDir, email)).code;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Proves an address through the API, as the dashboard's verification step does, for accounts a test signed up by API. */
export async function verifyEmailByApi(server: ProductServer, accessToken: string, email: string): Promise<void> {
  const code = await verificationCodeFor(server, email);
  const response = await fetch(`${server.baseUrl}/api/auth/submit-email-verification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ code }),
  });
  if (response.status !== 200) throw new Error(`verification failed: ${response.status} ${await response.text()}`);
}
