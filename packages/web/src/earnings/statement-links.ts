/** Where a month's statement is: its page, and its files (plain links: the site relays them from the API). */
export const statementPath = (month: string) => `/earnings/statements/${month}`;
export const statementFile = (month: string, format: "csv" | "pdf") =>
  `${statementPath(month)}/statement.${format}`;
