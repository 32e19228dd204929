/** Small JSON client for seeding and checks (not on the measured path). */
export class Api {
  token = '';
  constructor(readonly origin: string) {}

  async call<T = unknown>(method: string, path: string, body?: unknown, expect: number[] = [200, 201], extraHeaders: Record<string, string> = {}): Promise<T> {
    const headers: Record<string, string> = { ...extraHeaders };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.origin + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!expect.includes(response.status)) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** A new account; `headers` as a proxy in front of the product would add them (X-Forwarded-For). */
  async signUp(headers: Record<string, string> = {}): Promise<void> {
    const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const person = { first_name: 'Bench', last_name: 'Runner', email, password: 'bench-password-1' };
    const result = await this.call<{ access_token: string }>('POST', '/api/auth/signup', person, [200, 201], headers);
    this.token = result.access_token;
  }

  /** POST /login: signs in an existing user (the seed's organiser). */
  async login(email: string, password: string): Promise<void> {
    const result = await this.call<{ access_token: string }>('POST', '/login', { email, password }, [200]);
    this.token = result.access_token;
  }

  async createEvent(name: string): Promise<string> {
    const result = await this.call<{ data: { uuid: string } }>('POST', '/api/v2/events', { name, starts_date: '2099-06-01', starts_time: '19:00' });
    return result.data.uuid;
  }

  /** Adds `count` guests in batches; returns their ids in order. */
  async addGuests(eventUuid: string, count: number, batch: number, prefix: string): Promise<string[]> {
    const ids: string[] = [];
    for (let start = 0; start < count; start += batch) {
      const members = Array.from({ length: Math.min(batch, count - start) }, (_, i) => ({
        first_name: `${prefix}${start + i}`,
        last_name: 'Guest',
        email: `${prefix.toLowerCase()}${start + i}@example.com`,
      }));
      const result = await this.call<{ data: { id: string }[] }>('POST', `/api/v2/events/${eventUuid}/attendees`, { members }, [201]);
      ids.push(...result.data.map((a) => a.id));
    }
    return ids;
  }
}
