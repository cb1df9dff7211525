// geoip-country ships no types; the one call we make.
declare module 'geoip-country' {
  interface Lookup {
    country: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
