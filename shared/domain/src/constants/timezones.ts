// The time zones an event can be set in (spec section 9: "about 80 timezones
// from GMT-12:00 to GMT+13:00", default US/Eastern).
//
// Labels show each zone's standard (non-daylight-saving) offset, sorted by it,
// because that is how people scan the list. Zones whose rules changed in
// recent years (Mexico, Jordan, Turkey, Belarus, Kazakhstan, Greenland...)
// are labelled with today's offset; a test checks every label against the
// time zone database so a stale offset is caught.

export interface TimezoneOption {
  value: string;
  label: string;
}

export { DEFAULT_TIMEZONE } from './default-timezone.ts';

export const TIMEZONES: readonly TimezoneOption[] = [
  { value: 'Etc/GMT+12', label: '(GMT-12:00) International Date Line West' },
  { value: 'Pacific/Midway', label: '(GMT-11:00) Midway Island, American Samoa' },
  { value: 'US/Hawaii', label: '(GMT-10:00) Hawaii' },
  { value: 'US/Alaska', label: '(GMT-09:00) Alaska' },
  { value: 'US/Pacific', label: '(GMT-08:00) Pacific Time (US & Canada)' },
  { value: 'America/Tijuana', label: '(GMT-08:00) Tijuana, Baja California' },
  { value: 'US/Arizona', label: '(GMT-07:00) Arizona' },
  { value: 'US/Mountain', label: '(GMT-07:00) Mountain Time (US & Canada)' },
  { value: 'America/Mazatlan', label: '(GMT-07:00) La Paz, Mazatlan' },
  { value: 'US/Central', label: '(GMT-06:00) Central Time (US & Canada)' },
  { value: 'America/Managua', label: '(GMT-06:00) Central America' },
  { value: 'America/Chihuahua', label: '(GMT-06:00) Chihuahua' },
  { value: 'America/Mexico_City', label: '(GMT-06:00) Guadalajara, Mexico City, Monterrey' },
  { value: 'Canada/Saskatchewan', label: '(GMT-06:00) Saskatchewan' },
  { value: 'US/Eastern', label: '(GMT-05:00) Eastern Time (US & Canada)' },
  { value: 'US/East-Indiana', label: '(GMT-05:00) Indiana (East)' },
  { value: 'America/Bogota', label: '(GMT-05:00) Bogota, Lima, Quito, Rio Branco' },
  { value: 'Canada/Atlantic', label: '(GMT-04:00) Atlantic Time (Canada)' },
  { value: 'America/Caracas', label: '(GMT-04:00) Caracas' },
  { value: 'America/La_Paz', label: '(GMT-04:00) La Paz' },
  { value: 'America/Manaus', label: '(GMT-04:00) Manaus' },
  { value: 'America/Guyana', label: '(GMT-04:00) Georgetown' },
  { value: 'America/Puerto_Rico', label: '(GMT-04:00) Puerto Rico' },
  { value: 'America/Santiago', label: '(GMT-04:00) Santiago' },
  { value: 'Canada/Newfoundland', label: '(GMT-03:30) Newfoundland' },
  { value: 'America/Sao_Paulo', label: '(GMT-03:00) Brasilia' },
  { value: 'America/Argentina/Buenos_Aires', label: '(GMT-03:00) Buenos Aires' },
  { value: 'America/Montevideo', label: '(GMT-03:00) Montevideo' },
  { value: 'America/Nuuk', label: '(GMT-02:00) Greenland' },
  { value: 'Atlantic/South_Georgia', label: '(GMT-02:00) Mid-Atlantic' },
  { value: 'Atlantic/Cape_Verde', label: '(GMT-01:00) Cape Verde Is.' },
  { value: 'Atlantic/Azores', label: '(GMT-01:00) Azores' },
  { value: 'UTC', label: '(GMT+00:00) Coordinated Universal Time' },
  { value: 'Europe/London', label: '(GMT+00:00) Greenwich Mean Time: Dublin, Edinburgh, Lisbon, London' },
  { value: 'Atlantic/Reykjavik', label: '(GMT+00:00) Monrovia, Reykjavik' },
  { value: 'Africa/Casablanca', label: '(GMT+01:00) Casablanca' },
  { value: 'Europe/Amsterdam', label: '(GMT+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna' },
  { value: 'Europe/Belgrade', label: '(GMT+01:00) Belgrade, Bratislava, Budapest, Ljubljana, Prague' },
  { value: 'Europe/Brussels', label: '(GMT+01:00) Brussels, Copenhagen, Madrid, Paris' },
  { value: 'Europe/Sarajevo', label: '(GMT+01:00) Sarajevo, Skopje, Warsaw, Zagreb' },
  { value: 'Africa/Lagos', label: '(GMT+01:00) West Central Africa' },
  { value: 'Europe/Athens', label: '(GMT+02:00) Athens, Bucharest' },
  { value: 'Asia/Beirut', label: '(GMT+02:00) Beirut' },
  { value: 'Africa/Cairo', label: '(GMT+02:00) Cairo' },
  { value: 'Africa/Harare', label: '(GMT+02:00) Harare, Pretoria' },
  { value: 'Europe/Helsinki', label: '(GMT+02:00) Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius' },
  { value: 'Asia/Jerusalem', label: '(GMT+02:00) Jerusalem' },
  { value: 'Africa/Windhoek', label: '(GMT+02:00) Windhoek' },
  { value: 'Asia/Amman', label: '(GMT+03:00) Amman' },
  { value: 'Europe/Istanbul', label: '(GMT+03:00) Istanbul' },
  { value: 'Asia/Kuwait', label: '(GMT+03:00) Kuwait, Riyadh, Baghdad' },
  { value: 'Europe/Minsk', label: '(GMT+03:00) Minsk' },
  { value: 'Europe/Moscow', label: '(GMT+03:00) Moscow, St. Petersburg, Volgograd' },
  { value: 'Africa/Nairobi', label: '(GMT+03:00) Nairobi' },
  { value: 'Asia/Tehran', label: '(GMT+03:30) Tehran' },
  { value: 'Asia/Muscat', label: '(GMT+04:00) Abu Dhabi, Muscat' },
  { value: 'Asia/Baku', label: '(GMT+04:00) Baku' },
  { value: 'Asia/Tbilisi', label: '(GMT+04:00) Tbilisi' },
  { value: 'Asia/Yerevan', label: '(GMT+04:00) Yerevan' },
  { value: 'Asia/Kabul', label: '(GMT+04:30) Kabul' },
  { value: 'Asia/Almaty', label: '(GMT+05:00) Almaty, Astana' },
  { value: 'Asia/Karachi', label: '(GMT+05:00) Islamabad, Karachi' },
  { value: 'Asia/Tashkent', label: '(GMT+05:00) Tashkent' },
  { value: 'Asia/Yekaterinburg', label: '(GMT+05:00) Yekaterinburg' },
  { value: 'Asia/Kolkata', label: '(GMT+05:30) Chennai, Kolkata, Mumbai, New Delhi' },
  { value: 'Asia/Colombo', label: '(GMT+05:30) Sri Jayawardenapura' },
  { value: 'Asia/Kathmandu', label: '(GMT+05:45) Kathmandu' },
  { value: 'Asia/Dhaka', label: '(GMT+06:00) Dhaka' },
  { value: 'Asia/Yangon', label: '(GMT+06:30) Yangon (Rangoon)' },
  { value: 'Asia/Bangkok', label: '(GMT+07:00) Bangkok, Hanoi, Jakarta' },
  { value: 'Asia/Krasnoyarsk', label: '(GMT+07:00) Krasnoyarsk' },
  { value: 'Asia/Novosibirsk', label: '(GMT+07:00) Novosibirsk' },
  { value: 'Asia/Hong_Kong', label: '(GMT+08:00) Beijing, Chongqing, Hong Kong, Urumqi' },
  { value: 'Asia/Irkutsk', label: '(GMT+08:00) Irkutsk, Ulaanbaatar' },
  { value: 'Asia/Kuala_Lumpur', label: '(GMT+08:00) Kuala Lumpur, Singapore' },
  { value: 'Australia/Perth', label: '(GMT+08:00) Perth' },
  { value: 'Asia/Taipei', label: '(GMT+08:00) Taipei' },
  { value: 'Asia/Tokyo', label: '(GMT+09:00) Osaka, Sapporo, Tokyo' },
  { value: 'Asia/Seoul', label: '(GMT+09:00) Seoul' },
  { value: 'Asia/Yakutsk', label: '(GMT+09:00) Yakutsk' },
  { value: 'Australia/Adelaide', label: '(GMT+09:30) Adelaide' },
  { value: 'Australia/Darwin', label: '(GMT+09:30) Darwin' },
  { value: 'Australia/Brisbane', label: '(GMT+10:00) Brisbane' },
  { value: 'Australia/Sydney', label: '(GMT+10:00) Canberra, Melbourne, Sydney' },
  { value: 'Pacific/Guam', label: '(GMT+10:00) Guam, Port Moresby' },
  { value: 'Australia/Hobart', label: '(GMT+10:00) Hobart' },
  { value: 'Asia/Vladivostok', label: '(GMT+10:00) Vladivostok' },
  { value: 'Asia/Magadan', label: '(GMT+11:00) Magadan, Solomon Is., New Caledonia' },
  { value: 'Pacific/Auckland', label: '(GMT+12:00) Auckland, Wellington' },
  { value: 'Pacific/Fiji', label: '(GMT+12:00) Fiji, Marshall Is.' },
  { value: 'Asia/Kamchatka', label: '(GMT+12:00) Petropavlovsk-Kamchatsky' },
  { value: 'Pacific/Tongatapu', label: "(GMT+13:00) Nuku'alofa" },
];

const KNOWN_TIMEZONES: ReadonlySet<string> = new Set(TIMEZONES.map((zone) => zone.value));

/** Whether the value is one of the zones offered in the list above. */
export function isKnownTimezone(value: unknown): value is string {
  return typeof value === 'string' && KNOWN_TIMEZONES.has(value);
}
