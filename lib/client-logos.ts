// The client-logo banner: names are brand names, not copy; files live in public/logos.
export const clientLogos = [
  { name: 'Drifter', src: '/logos/drifter.svg', width: 120 },
  { name: 'Match2One', src: '/logos/match2one.svg', width: 160 },
  { name: 'SmartInfo', src: '/logos/smartinfo.svg', width: 140 },
  { name: 'Very Good Communication', src: '/logos/very-good-communication.svg', width: 260 },
  { name: 'Worlds Sports Group', src: '/logos/worlds-sports-group.svg', width: 230 },
] as const;
