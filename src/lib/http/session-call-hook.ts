// What a signed-in call's answer tells the session's clock (AUTH-SESSION-LIFETIME): the clock's
// code comes with the signed-in shell and sets `onAnswer`; the sign-in screen, which makes no
// session call, carries only this hook.
export const sessionCallHook: { onAnswer: (token: string) => void } = {
  onAnswer: () => undefined,
};
