/** What a field's control must spread to be tied to its label, hint and error message. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};
