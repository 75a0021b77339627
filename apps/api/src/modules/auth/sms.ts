import type { Db } from '@dawa/db';

/** Sends text messages. Production plugs in a real gateway; development writes to the outbox table. */
export interface SmsProvider {
  /**
   * Sends `text` to `to` (+91…). `variables` are the template's values (Indian DLT rules: a provider sends a
   * registered template with its variables, e.g. `otp`, rather than free text). Rejects when not accepted.
   */
  send(to: string, text: string, variables?: Record<string, string>): Promise<void>;
}

/** Development and tests: messages land in `sms_outbox`, readable at GET /api/dev/outbox. */
export function outboxSmsProvider(db: Db): SmsProvider {
  return {
    async send(to, text) {
      await db.insertInto('sms_outbox').values({ to_number: to, body: text }).execute();
    },
  };
}

export async function readOutbox(db: Db, to: string) {
  const rows = await db
    .selectFrom('sms_outbox')
    .select(['to_number', 'body', 'created_at'])
    .where('to_number', '=', to)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({ to: r.to_number, text: r.body, sentAt: new Date(r.created_at).toISOString() }));
}
