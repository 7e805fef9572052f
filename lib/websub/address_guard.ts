/**
 * Refusing callbacks that point into private networks (SSRF): loopback,
 * private, link-local, CGNAT, unique-local, multicast and reserved
 * addresses, IPv4-mapped and other embedded IPv4 forms of IPv6 included.
 *
 * @module
 */

/** The outcome of a check: allowed, or refused with a reason. */
export type AddressVerdict = { allowed: true } | {
  allowed: false;
  reason: string;
};

/** Resolves a host name to its addresses; rejects when it cannot. */
export type HostResolver = (hostname: string) => Promise<string[]>;

/** IPv4 blocks that are not public unicast: [first octets as number, prefix length]. */
const IPV4_BLOCKED: ReadonlyArray<readonly [string, number, string]> = [
  ["0.0.0.0", 8, "this network"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "CGNAT (shared address space)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.0.2.0", 24, "documentation"],
  ["192.31.196.0", 24, "AS112"],
  ["192.52.193.0", 24, "AMT"],
  ["192.88.99.0", 24, "6to4 relay anycast"],
  ["192.168.0.0", 16, "private"],
  ["192.175.48.0", 24, "AS112"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];

/** Parses dotted-decimal IPv4 into a 32-bit number; null when it is not one. */
export function parseIpv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** Parses an IPv6 address (brackets allowed) into 16 bytes; null when it is not one. */
export function parseIpv6(text: string): Uint8Array | null {
  let address = text;
  if (address.startsWith("[") && address.endsWith("]")) {
    address = address.slice(1, -1);
  }
  if (address.includes("%")) address = address.slice(0, address.indexOf("%"));
  if (!address.includes(":")) return null;
  const bytes = new Uint8Array(16);
  // A trailing dotted IPv4 part fills the last 4 bytes.
  let tail: number | null = null;
  const lastColon = address.lastIndexOf(":");
  if (address.slice(lastColon + 1).includes(".")) {
    tail = parseIpv4(address.slice(lastColon + 1));
    if (tail === null) return null;
    address = address.slice(0, lastColon + 1) + "0:0";
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === "") return [];
    const groups = part.split(":");
    const values: number[] = [];
    for (const group of groups) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
      values.push(parseInt(group, 16));
    }
    return values;
  };
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  if (!head || !rest) return null;
  const total = head.length + rest.length;
  if (halves.length === 1 ? total !== 8 : total > 7) return null;
  const groups = [...head, ...new Array(8 - total).fill(0), ...rest];
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  if (tail !== null) {
    bytes[12] = tail >>> 24;
    bytes[13] = (tail >>> 16) & 0xff;
    bytes[14] = (tail >>> 8) & 0xff;
    bytes[15] = tail & 0xff;
  }
  return bytes;
}

function ipv4Reason(value: number): string | null {
  if (value === 0xffffffff) return "broadcast";
  for (const [base, prefix, reason] of IPV4_BLOCKED) {
    const baseValue = parseIpv4(base)!;
    const size = 2 ** (32 - prefix);
    if (value >= baseValue && value < baseValue + size) return reason;
  }
  return null;
}

function embeddedIpv4(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] << 24) >>> 0) + (bytes[offset + 1] << 16) +
    (bytes[offset + 2] << 8) + bytes[offset + 3];
}

function startsWith(
  bytes: Uint8Array,
  prefix: number[],
  bits: number,
): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if ((bytes[byte] & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv6Reason(bytes: Uint8Array): string | null {
  const allZeroUpTo = (end: number) =>
    bytes.subarray(0, end).every((byte) => byte === 0);
  if (allZeroUpTo(16)) return "unspecified";
  if (allZeroUpTo(15) && bytes[15] === 1) return "loopback";
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible).
  if (allZeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) {
    const reason = ipv4Reason(embeddedIpv4(bytes, 12));
    return reason ? `IPv4-mapped ${reason}` : null;
  }
  if (allZeroUpTo(12)) return "IPv4-compatible (deprecated)";
  // ::ffff:0:a.b.c.d (IPv4-translated) and 64:ff9b::/96 (NAT64).
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0], 96)) {
    return "IPv4-translated";
  }
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96)) {
    const reason = ipv4Reason(embeddedIpv4(bytes, 12));
    return reason ? `NAT64 ${reason}` : null;
  }
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 1], 48)) {
    return "local-use NAT64";
  }
  if (startsWith(bytes, [0x01, 0, 0, 0, 0, 0, 0, 0], 64)) return "discard-only";
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return "documentation";
  if (startsWith(bytes, [0x3f, 0xff], 20)) return "documentation";
  if (startsWith(bytes, [0x20, 0x01, 0, 0], 32)) return "Teredo";
  if (startsWith(bytes, [0x20, 0x01, 0x00], 23)) {
    return "IETF protocol assignments";
  }
  if (startsWith(bytes, [0x20, 0x02], 16)) {
    const reason = ipv4Reason(embeddedIpv4(bytes, 2));
    return reason ? `6to4 ${reason}` : null;
  }
  if (startsWith(bytes, [0xfc], 7)) return "unique-local";
  if (startsWith(bytes, [0xfe, 0x80], 10)) return "link-local";
  if (startsWith(bytes, [0xfe, 0xc0], 10)) return "site-local (deprecated)";
  if (startsWith(bytes, [0xff], 8)) return "multicast";
  // Only 2000::/3 is global unicast.
  if (!startsWith(bytes, [0x20], 3)) return "reserved";
  return null;
}

/**
 * Why an IP address (IPv4 dotted decimal or IPv6, brackets allowed) must not
 * be a callback target; null for a public unicast address. Text that is not
 * an IP address is refused too.
 */
export function forbiddenAddressReason(address: string): string | null {
  const v4 = parseIpv4(address);
  if (v4 !== null) return ipv4Reason(v4);
  const v6 = parseIpv6(address);
  if (v6 !== null) return ipv6Reason(v6);
  return "not an IP address";
}

/** Whether a URL host name is an IP literal (IPv4 or bracketed IPv6). */
export function isIpLiteral(hostname: string): boolean {
  return parseIpv4(hostname) !== null || parseIpv6(hostname) !== null;
}

/** Whether a host name is a `localhost` name (RFC 6761). */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

/**
 * The verdict on a host name without resolving it: IP literals and
 * `localhost` names are decided; other names return null (resolve them).
 */
export function literalHostVerdict(hostname: string): AddressVerdict | null {
  if (isLocalhostName(hostname)) {
    return { allowed: false, reason: "loopback (localhost)" };
  }
  if (!isIpLiteral(hostname)) return null;
  const reason = forbiddenAddressReason(hostname);
  return reason ? { allowed: false, reason } : { allowed: true };
}

/** Resolves a host name's A and AAAA records with Deno's resolver. */
export async function resolveHost(hostname: string): Promise<string[]> {
  const options = { signal: AbortSignal.timeout(5_000) };
  const results = await Promise.allSettled([
    Deno.resolveDns(hostname, "A", options),
    Deno.resolveDns(hostname, "AAAA", options),
  ]);
  const addresses = results.flatMap((result) =>
    result.status === "fulfilled" ? result.value : []
  );
  if (addresses.length === 0) {
    const failure = results.find((result) => result.status === "rejected");
    throw failure?.reason ?? new Error(`${hostname} has no addresses`);
  }
  return addresses;
}

/** Options of {@linkcode checkCallbackHost}. */
export interface HostCheckOptions {
  /** Resolver; default {@linkcode resolveHost}. */
  resolve?: HostResolver;
}

/**
 * Whether a callback host may be contacted: refused when it is a forbidden
 * IP literal, a localhost name, or a name any of whose addresses is
 * forbidden, or when it does not resolve.
 */
export async function checkCallbackHost(
  hostname: string,
  options: HostCheckOptions = {},
): Promise<AddressVerdict> {
  const literal = literalHostVerdict(hostname);
  if (literal) return literal;
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveHost)(hostname);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { allowed: false, reason: `cannot resolve ${hostname}: ${message}` };
  }
  if (addresses.length === 0) {
    return { allowed: false, reason: `${hostname} has no addresses` };
  }
  for (const address of addresses) {
    const reason = forbiddenAddressReason(address);
    if (reason) {
      return {
        allowed: false,
        reason: `${hostname} resolves to ${address} (${reason})`,
      };
    }
  }
  return { allowed: true };
}

/** Decides whether a callback URL may be contacted now. */
export type CallbackGuard = (callback: string) => Promise<AddressVerdict>;

/** Options of {@linkcode createCallbackGuard}. */
export interface CallbackGuardOptions {
  /** `WEBSUB_ALLOW_PRIVATE_CALLBACKS`: allow every address. */
  allowPrivate: boolean;
  /** Resolver; default {@linkcode resolveHost}. */
  resolve?: HostResolver;
  /** How long a resolution is reused, in ms; default 5,000. */
  cacheMs?: number;
}

/**
 * A guard that checks a callback's host before each contact. Resolutions are
 * reused for a few seconds so that a fan-out to many callbacks on one host
 * resolves it once.
 */
export function createCallbackGuard(
  options: CallbackGuardOptions,
): CallbackGuard {
  const cacheMs = options.cacheMs ?? 5_000;
  const cache = new Map<
    string,
    { at: number; verdict: Promise<AddressVerdict> }
  >();
  return function guard(callback: string): Promise<AddressVerdict> {
    if (options.allowPrivate) return Promise.resolve({ allowed: true });
    let hostname: string;
    try {
      hostname = new URL(callback).hostname;
    } catch {
      return Promise.resolve({ allowed: false, reason: "not a URL" });
    }
    const now = Date.now();
    const cached = cache.get(hostname);
    if (cached && now - cached.at < cacheMs) return cached.verdict;
    if (cache.size > 1000) cache.clear();
    const verdict = checkCallbackHost(hostname, { resolve: options.resolve });
    cache.set(hostname, { at: now, verdict });
    return verdict;
  };
}
