import net from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * The smallest SMTP receiver that nodemailer will talk to (RFC 5321 without extensions): records the
 * envelope and the DATA of each message. Enough to check the SMTP adapter end to end in tests.
 */
export async function smtpReceiver() {
  const messages: Array<{ from: string; to: string[]; data: string }> = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let envelope = { from: '', to: [] as string[] }
    let data: string[] | null = null
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let newline: number
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        if (data) {
          if (line === '.') {
            messages.push({ ...envelope, data: data.join('\r\n') })
            data = null
            envelope = { from: '', to: [] }
            socket.write('250 queued\r\n')
          } else data.push(line.startsWith('..') ? line.slice(1) : line)
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'MAIL') envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
        if (command === 'RCPT') envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
        if (command === 'DATA') data = []
        if (command === 'QUIT') socket.end('221 bye\r\n')
        else socket.write(command === 'DATA' ? '354 go on\r\n' : '250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
