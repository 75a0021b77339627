/** A timestamp as the API answers it: ISO 8601 in UTC (the drivers give a Date or a string). */
export const iso = (d: Date | string) => new Date(d).toISOString();
