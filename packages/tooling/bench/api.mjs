// The benches' API calls: one place for "any non-2xx answer stops the bench with its status and body".

/** fetch that throws on anything but 2xx, naming the request and the server's answer; answers the Response. */
export async function apiCall(baseUrl, token, method, path, { body, headers = {} } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...headers },
    body,
  });
  if (res.status < 200 || res.status >= 300) {
    const text = await res.text().catch(() => '');
    throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 2000)}`);
  }
  return res;
}

/** apiCall with a JSON body (when given); answers the parsed JSON answer. */
export async function apiJson(baseUrl, token, method, path, body) {
  const request = body ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {};
  return (await apiCall(baseUrl, token, method, path, request)).json();
}
