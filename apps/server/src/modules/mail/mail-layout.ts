import { escapeHtml } from '../../lib/html';

/**
 * Every mail in one calm layout, as HTML and plain text, with the shop's name and support contact.
 * Paragraphs are plain text (escaped); a mail may carry one main button with its link.
 */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Sentences after the button, e.g. how long a link is valid. */
  afterAction?: string[];
  /** Files sent with the mail (the invoice PDF); kept in the outbox row until the mail is settled. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailSender {
  shopName: string;
  supportEmail: string;
  supportPhone: string;
  publicUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export function renderMail(content: MailContent, sender: MailSender): RenderedMail {
  const after = content.afterAction ?? [];
  const signature = `Mit freundlichen Grüßen\nIhr Team von ${sender.shopName}`;
  const help = `Fragen? Wir helfen gern: ${sender.supportEmail}, Telefon ${sender.supportPhone} (Mo–Fr 8–20 Uhr, Sa 9–16 Uhr).`;

  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...after,
    signature,
    '--',
    `${sender.shopName} · ${sender.publicUrl}`,
    help,
  ].join('\n\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 24px;background:#5b3a29;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:15px;color:#544640">Falls der Knopf nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#5b3a29">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#faf6f0;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.6;color:#2b2320">
<div style="max-width:600px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:26px;color:#432a1d">${escapeHtml(sender.shopName)}</p>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${button}
${after.map(paragraph).join('\n')}
<p style="margin:24px 0 0;white-space:pre-line">${escapeHtml(signature)}</p>
<hr style="margin:32px 0 16px;border:0;border-top:1px solid #d9cbb9">
<p style="margin:0;font-size:15px;color:#544640">${escapeHtml(help)}<br><a href="${escapeHtml(sender.publicUrl)}" style="color:#5b3a29">${escapeHtml(sender.publicUrl)}</a></p>
</div></body></html>`;
  return { subject: content.subject, html, text, ...(content.attachments?.length ? { attachments: content.attachments } : {}) };
}
