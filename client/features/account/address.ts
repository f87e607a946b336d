/**
 * A session's address as a person writes it: a dual-stack server sees IPv4 clients as IPv4-mapped IPv6
 * ("::ffff:127.0.0.1"), which is shown as the IPv4 address it stands for.
 */
export function displayAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}
