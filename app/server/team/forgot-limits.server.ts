import { take } from "../limits/limiter.server";

/**
 * 'Esqueci minha senha', counted in the database like every limit (ADR 0011): per client and
 * per e-mail, known or not, so the limit says nothing about who is a member and no one can
 * fill a member's inbox. Seconds to wait when over, else null.
 */
const PER_CLIENT = { name: "forgot-client", points: 10, durationS: 15 * 60 };
const PER_EMAIL = { name: "forgot-email", points: 3, durationS: 60 * 60 };

export async function takeForgotRequest(client: string, email: string) {
  const [byClient, byEmail] = await Promise.all([
    take(PER_CLIENT, client),
    take(PER_EMAIL, email.trim().toLowerCase()),
  ]);
  const over = [byClient, byEmail].filter((counted) => counted.over);
  return over.length ? Math.max(...over.map((counted) => counted.resetS)) : null;
}
