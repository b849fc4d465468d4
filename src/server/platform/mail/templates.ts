/** Plain, accessible HTML around one call to action; text is the source of truth. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function renderActionMail(input: { greeting: string; body: string; action: string; url: string }) {
  const text = `${input.greeting}\n\n${input.body}\n\n${input.action}: ${input.url}\n\nMasakhane`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;line-height:1.5">
<p>${escapeHtml(input.greeting)}</p><p>${escapeHtml(input.body)}</p>
<p><a href="${escapeHtml(input.url)}" style="background:#047857;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(input.action)}</a></p>
<p style="color:#555;font-size:13px">Or paste this link into your browser: ${escapeHtml(input.url)}</p>
<p>Masakhane</p></body></html>`;
  return { text, html };
}
