/**
 * Passwords attackers try first: the most frequent in published leak statistics, with the
 * Brazilian favourites among them. Compared without case; 100 entries.
 */
const COMMON = `123456 123456789 12345678 password qwerty123 qwerty 1234567890 111111 1234567 123123
12345 1q2w3e4r 1q2w3e4r5t 000000 abc123 iloveyou password1 senha123 senha1234 mudar123
123mudar 12345678910 qwertyuiop 1qaz2wsx zaq12wsx 987654321 11111111 00000000 88888888 12341234
123123123 123qweasd qweasdzxc asdfghjkl asdf1234 passw0rd p@ssw0rd p@ssword password123 password12
admin123 admin1234 administrador administrator welcome1 welcome123 letmein1 trustno1 sunshine1 princess1
football1 baseball1 dragon123 monkey123 superman1 batman123 starwars1 master123 shadow123 michael1
flamengo corinthians palmeiras saopaulo vasco123 gremio123 cruzeiro botafogo santos123 brasil123
brasil2026 senha2026 senha2025 senha@123 senha@2026 teste123 teste1234 mudar@123 12qwaszx 1a2b3c4d
a1b2c3d4 q1w2e3r4 q1w2e3r4t5 abcd1234 abcdefgh 987654321a 1234abcd 123456ab 123456a 159753456
minhasenha amoremeu eusouofoda jesus123 deusefiel gabriel1 mariana1 beatriz1 vetorrevenue vetor123`
  .split(/\s+/)
  .filter(Boolean);

const set = new Set(COMMON.map((p) => p.toLowerCase()));

export const isCommonPassword = (password: string) => set.has(password.trim().toLowerCase());
