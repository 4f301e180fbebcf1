import type { Stripe, StripeCardElement } from '@stripe/stripe-js'
import { useEffect, useRef, useState } from 'react'
import type { SubmissionOptions } from '@formspree/core'

export type CardState = 'off' | 'loading' | 'ready' | 'failed'

/**
 * Card payments, off unless a Stripe publishable key is configured. Only then
 * is Stripe's loader imported (a separate chunk) and Stripe.js fetched from
 * Stripe; without a key no Stripe code reaches the browser.
 */
export function useCardPayment(publishableKey: string | undefined, enabled: boolean) {
  const [state, setState] = useState<CardState>(publishableKey ? 'loading' : 'off')
  const mountRef = useRef<HTMLDivElement>(null)
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement }>(null)

  useEffect(() => {
    if (!publishableKey || !enabled || !mountRef.current) return
    let cancelled = false
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey, { locale: 'pl' }))
      .then((stripe) => {
        if (cancelled) return
        if (!stripe || !mountRef.current) throw new Error('Stripe.js not available')
        const card = stripe.elements({ locale: 'pl' }).create('card', { hidePostalCode: true })
        card.mount(mountRef.current)
        stripeRef.current = { stripe, card }
        setState('ready')
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!cancelled) setState('failed')
      })
    return () => {
      cancelled = true
    }
  }, [publishableKey, enabled])

  /** What the form service's client needs to create a payment method from the typed details. */
  const submission = (billing: { name: string; email: string; phone: string }) => {
    const current = stripeRef.current
    if (!current) return undefined
    const options: SubmissionOptions = {
      createPaymentMethod: () => current.stripe.createPaymentMethod({ type: 'card', card: current.card, billing_details: billing }),
    }
    return { client: { stripe: current.stripe }, options }
  }

  return { state, mountRef, submission }
}
