/**
 * A person at an OpenID provider's pages, driven over HTTP like a browser: follows redirects with the provider's
 * cookies, fills the development sign-in form (any login name becomes the subject) and the consent form, and stops
 * when the provider sends the browser back to us. Forms are read from the HTML oidc-provider renders
 * (lib/views/login.js, lib/views/interaction.js, its logout page).
 */
export function oidcBrowser() {
  const jar = new Map<string, string>();
  const send = async (url: string, init: { method?: string; form?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body: init.form ? new URLSearchParams(init.form) : undefined, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [key, ...value] = pair!.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value.join('=') === '') jar.delete(key!);
      else jar.set(key!, value.join('='));
    }
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location, url).href : null, html: await response.text() };
  };
  const formOf = (html: string, pageUrl: string) => {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    if (!form) return null;
    const fields: Record<string, string> = {};
    for (const [input] of form[2]!.matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(input)?.[1];
      if (name) fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? '';
    }
    return { action: new URL(form[1]!.replace(/&amp;/g, '&'), pageUrl).href, fields };
  };

  return {
    /** Signs in at the provider as `login` and answers the address the provider sends the browser back to. */
    async signIn(authorizeUrl: string, login: string, backTo: string): Promise<URL> {
      let url = authorizeUrl;
      for (let step = 0; step < 12; step += 1) {
        const page = await send(url);
        if (page.location) {
          if (page.location.startsWith(backTo)) return new URL(page.location);
          url = page.location;
          continue;
        }
        const form = formOf(page.html, url);
        if (!form) throw new Error(`the provider answered ${page.status} without a form: ${page.html.slice(0, 300)}`);
        const answer = await send(form.action, { method: 'POST', form: form.fields.prompt === 'login' ? { prompt: 'login', login, password: 'any' } : form.fields });
        if (!answer.location) throw new Error(`the provider refused the ${form.fields.prompt} form: ${answer.status} ${answer.html.slice(0, 300)}`);
        if (answer.location.startsWith(backTo)) return new URL(answer.location);
        url = answer.location;
      }
      throw new Error('the provider never sent the browser back');
    },
    /** Opens an end-session address, confirms signing out, and answers where the provider sends the browser then. */
    async signOut(endSessionUrl: string): Promise<{ status: number; location: string | null; html: string }> {
      const page = await send(endSessionUrl);
      const form = formOf(page.html, endSessionUrl);
      if (page.location || !form) return page;
      return send(form.action, { method: 'POST', form: { ...form.fields, logout: 'yes' } });
    },
    get: (url: string) => send(url),
  };
}
