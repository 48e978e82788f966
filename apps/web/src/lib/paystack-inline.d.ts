// @paystack/inline-js ships no types; this is the part of its documented API (README "resumeTransaction") we use.
declare module "@paystack/inline-js" {
  export interface PaystackCallbacks {
    onSuccess?: (transaction: { id: string; reference: string; message: string }) => void;
    onCancel?: () => void;
    onLoad?: (response: { id: string; customer: unknown; accessCode: string }) => void;
    onError?: (error: { message: string }) => void;
  }
  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: PaystackCallbacks): unknown;
    /** Hides the checkout frame of a transaction returned by resumeTransaction. */
    cancelTransaction(transaction: unknown): void;
  }
}
