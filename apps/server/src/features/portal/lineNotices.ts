import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { sendMail } from '../../mail/mailer';
import { onCommit } from '../../shared/transaction';
import { noticeRecipients } from './portalRepository';

/** News a line's users may choose to be told of by e-mail. */
export interface LineNews {
  news: 'estimates' | 'reports';
  companyId: number;
  /** The party pair the news was issued for. */
  party: { applicantId: number; accountId: number };
  subject: string;
  /** What happened, in a sentence or two; the mail adds where to see it. */
  lines: readonly string[];
  companyName: string;
}

/** Where the request came to (the portal's address when none is configured), and its log. */
export interface NoticeOrigin {
  origin: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Tells the line users who chose it of news issued for their party: the recipients are read in
 * the caller's transaction and mailed once it has committed, so a rolled-back change tells
 * nobody. A mail that fails is logged; the news stays in the portal.
 */
export function lineNotices(deps: Pick<Deps, 'config'>) {
  return async function tell(tx: Database, news: LineNews, from: NoticeOrigin): Promise<void> {
    const recipients = await noticeRecipients(tx, news.companyId, news.party, news.news);
    if (recipients.length === 0) return;
    const portal = `${deps.config.publicUrl ?? from.origin}/portal`;
    const text = [
      'Dear team,',
      '',
      ...news.lines,
      `See it in the portal: ${portal}`,
      '',
      `Regards,\n${news.companyName}`,
      '',
      'You get this mail because you chose it under Notifications in the portal.',
    ].join('\n');
    onCommit(tx, async () => {
      for (const to of recipients) {
        const result = await sendMail(deps.config.mail, {
          to,
          subject: news.subject,
          text,
          attachments: [],
        });
        if (result.outcome === 'failed')
          from.log?.warn({ to, detail: result.detail }, 'a line notice was not sent');
      }
    });
  };
}
