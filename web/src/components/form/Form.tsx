import type { ComponentProps } from 'react'
import type { SchemaForm } from './use-schema-form'

type FormProps<Values> = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & { form: SchemaForm<Values> }

/** The form element of a useSchemaForm form: the browser's own checks off, the shared rules on. */
export function Form<Values>({ form, children, ...props }: FormProps<Values>) {
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)} {...props}>
      {children}
    </form>
  )
}
