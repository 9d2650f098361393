// mt940js ships no types: the part of its API the bank statements' import uses (its README's "Statement").
declare module 'mt940js' {
  export interface Mt940Transaction {
    date: Date;
    entryDate: Date | '';
    amount: number;
    isReversal: boolean;
    currency: string;
    details: string;
    transactionType: string;
    reference: string;
    bankReference: string;
  }
  export interface Mt940Statement {
    transactionReference: string;
    accountIdentification: string;
    currency: string;
    transactions: Mt940Transaction[];
  }
  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string): Mt940Statement[];
  }
}
