// Cloudflare Pages routes /api/forms to this file; the endpoint itself is edge/forms-endpoint.ts.
import { handleFormsRequest, type FormsEnv } from '../../edge/forms-endpoint'

export const onRequest = ({ request, env }: { request: Request; env: FormsEnv }): Promise<Response> =>
  handleFormsRequest(request, env)
