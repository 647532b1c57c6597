/** How the want list compares names, set codes and numbers: spaces and case aside, one rule everywhere. */
export const matchKey = (text: string) => text.trim().toLocaleLowerCase();
