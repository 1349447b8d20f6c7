// Solves the server's ALTCHA challenges the way the browser widget does, so login can be benchmarked
// with a fresh, valid captcha on every request (each solution is accepted once).
import { solveChallenge } from 'altcha-lib/v1';

export async function solvedCaptcha(baseUrl) {
  const challenge = await (await fetch(`${baseUrl}/api/captcha`)).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function solvedCaptchas(baseUrl, count) {
  const out = [];
  for (let i = 0; i < count; i += 20)
    out.push(...(await Promise.all(Array.from({ length: Math.min(20, count - i) }, () => solvedCaptcha(baseUrl)))));
  return out;
}

export async function loginToken(baseUrl, username, password) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Captcha: await solvedCaptcha(baseUrl) },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}
